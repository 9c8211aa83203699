import type { BankClock } from '../services/bank-api/public.ts';

/**
 * The sandbox's side of the bank's clock port: a base clock (the machine's, one started at a given instant with
 * `BANK_CLOCK_AT`, or a test's) plus an offset the sandbox may set
 * (`POST /api/sandbox/clock`), so a journey can stand at 21h for the nocturnal limit or a month
 * later for a schedule. Outside the sandbox nothing sets it and it is the base clock. The offset
 * lives in this process only (the sandbox runs one server).
 */
export interface SandboxClock extends BankClock {
  /** Moves the clock so that now() is `at`; then awaits every listener (the schedule runner). */
  set: (at: Date) => Promise<void>;
  /** Back to the base clock; then awaits every listener. */
  reset: () => Promise<void>;
  /** The offset in milliseconds (0 when not set). */
  offsetMs: () => number;
}

export function createBankClock(base: () => Date = () => new Date()): SandboxClock {
  let offset = 0;
  const listeners: Array<() => Promise<void> | void> = [];
  const changed = async () => {
    for (const listener of listeners) await listener();
  };
  return {
    now: () => new Date(base().getTime() + offset),
    set: async (at) => {
      offset = at.getTime() - base().getTime();
      await changed();
    },
    reset: async () => {
      offset = 0;
      await changed();
    },
    offsetMs: () => offset,
    onChange: (listener) => {
      listeners.push(listener);
    },
  };
}

/**
 * A base clock that reads `at` now and runs forward with the machine's clock from there: the
 * sandbox started at a chosen instant (`BANK_CLOCK_AT`), so a whole test run can stand on a date.
 */
export function clockStartingAt(at: Date, machine: () => number = Date.now): () => Date {
  const shift = at.getTime() - machine();
  return () => new Date(machine() + shift);
}
