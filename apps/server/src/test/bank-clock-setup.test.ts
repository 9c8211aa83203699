import { describe, expect, it } from 'vitest';

// The date matrix (scripts/test-dates.mjs) runs the suites with BANK_CLOCK_AT; the shared setup
// (scripts/bank-clock.setup.ts) must put Date there and keep it running, with real timers.
const at = process.env.BANK_CLOCK_AT;

describe.runIf(at)('a suite run with BANK_CLOCK_AT', () => {
  it('reads Date at that instant, running forward with real timers', async () => {
    const start = Date.parse(at ?? '');
    const first = Date.now();
    expect(first).toBeGreaterThanOrEqual(start);
    expect(first - start).toBeLessThan(30 * 60_000);
    expect(new Date(Date.now()).toISOString() >= new Date(first).toISOString()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(Date.now() - first).toBeGreaterThanOrEqual(60);
  });
});
