/**
 * The bank's clock, a port: what "now" is for every rule that depends on the time (the nocturnal Pix
 * limit, schedules, claim deadlines), and a way to hear that it moved. A real deployment runs on the
 * machine's clock, which never moves; the sandbox's clock can be set for a demo or a journey.
 */
export interface BankClock {
  now: () => Date;
  /** Called after every move of the clock (the schedule runner listens). */
  onChange: (listener: () => Promise<void> | void) => void;
}

/** The machine's clock (or a test's), which nothing moves. */
export function fixedRateClock(base: () => Date = () => new Date()): BankClock {
  return { now: base, onChange: () => undefined };
}
