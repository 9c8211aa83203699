/** The sandbox clock's offset, shared by every server on the database (shared-clock.ts). */
export interface SandboxClockTable {
  id: 'offset';
  offset_ms: number;
  /** Grows with every move, so a server takes each move once. */
  version: number;
}

/** The Loteria Federal results the sandbox published (lottery.ts): the five prizes as JSON. */
export interface SandboxLotteryResultTable {
  extraction_date: string;
  prizes: string;
}

export interface SandboxTables {
  sandbox_clock: SandboxClockTable;
  sandbox_lottery_result: SandboxLotteryResultTable;
}
