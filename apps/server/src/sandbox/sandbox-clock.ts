import type { BankClock } from '../services/bank-api/public.ts';

/**
 * The sandbox's side of the bank's clock port: a base clock (the machine's, one started at a given instant with
 * `BANK_CLOCK_AT`, or a test's) plus an offset the sandbox may set
 * (`POST /api/sandbox/clock`), so a journey can stand at 21h for the nocturnal limit or a month
 * later for a schedule. Outside the sandbox nothing sets it and it is the base clock. The offset
 * is shared by every server on the database through shared-clock.ts.
 */
export interface SandboxClock extends BankClock {
  /** Moves the clock so that now() is `at`; then awaits every listener (the schedule runner). */
  set: (at: Date) => Promise<void>;
  /** Back to the base clock; then awaits every listener. */
  reset: () => Promise<void>;
  /** The offset in milliseconds (0 when not set). */
  offsetMs: () => number;
  /** Takes an offset another server set (shared-clock.ts): moves the clock without telling it on. */
  adopt: (offsetMs: number) => Promise<void>;
  /** Told each offset this server sets, so the others can take it (shared-clock.ts). */
  onSet: (listener: (offsetMs: number) => Promise<void>) => void;
}

export function createBankClock(base: () => Date = () => new Date()): SandboxClock {
  let offset = 0;
  const listeners: Array<() => Promise<void> | void> = [];
  const setters: Array<(offsetMs: number) => Promise<void>> = [];
  const changed = async () => {
    for (const listener of listeners) await listener();
  };
  const told = async () => {
    for (const setter of setters) await setter(offset);
  };
  return {
    now: () => new Date(base().getTime() + offset),
    set: async (at) => {
      offset = at.getTime() - base().getTime();
      await told();
      await changed();
    },
    reset: async () => {
      offset = 0;
      await told();
      await changed();
    },
    offsetMs: () => offset,
    adopt: async (offsetMs) => {
      if (offsetMs === offset) return;
      offset = offsetMs;
      await changed();
    },
    onSet: (setter) => {
      setters.push(setter);
    },
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
