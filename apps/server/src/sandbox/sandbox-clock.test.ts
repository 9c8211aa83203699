import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { clockStartingAt, createBankClock } from './sandbox-clock.ts';

describe('a bank clock started at an instant (BANK_CLOCK_AT)', () => {
  it('reads the instant at start and runs forward with the machine', async () => {
    let machine = Date.parse('2030-01-01T00:00:00Z');
    const base = clockStartingAt(new Date('2026-12-05T21:30:00-03:00'), () => machine);
    expect(base().toISOString()).toBe('2026-12-06T00:30:00.000Z');
    machine += 90_000;
    expect(base().toISOString()).toBe('2026-12-06T00:31:30.000Z');

    // the sandbox's offset moves on top of it, and a reset comes back to it, not to the machine
    const clock = createBankClock(base);
    await clock.set(new Date('2027-02-08T10:00:00-03:00'));
    expect(clock.now().toISOString()).toBe('2027-02-08T13:00:00.000Z');
    await clock.reset();
    expect(clock.now().toISOString()).toBe('2026-12-06T00:31:30.000Z');
  });

  it('is read from the environment in the sandbox only, with an offset or Z', () => {
    expect(loadConfig({ BANK_CLOCK_AT: '2026-12-24T10:00:00-03:00' }).bankClockAt?.toISOString()).toBe(
      '2026-12-24T13:00:00.000Z',
    );
    expect(loadConfig({}).bankClockAt).toBeUndefined();
    expect(() => loadConfig({ BANK_CLOCK_AT: 'tomorrow' })).toThrow(/BANK_CLOCK_AT/);
    expect(() => loadConfig({ BANK_CLOCK_AT: '2026-12-24T10:00:00-03:00', SEED_SANDBOX: 'false' })).toThrow(
      /sandbox only/,
    );
  });
});
