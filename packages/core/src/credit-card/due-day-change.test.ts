import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../calendar/index.ts';
import { changeDueDay, isDueDay } from './due-day-change.ts';

const day = (s: string) => s as IsoDate;

describe('changing the invoice due day', () => {
  it('offers only 5, 10, 15, 20 and 25', () => {
    expect([5, 10, 15, 20, 25].every(isDueDay)).toBe(true);
    expect([0, 1, 11, 28, 31].some(isDueDay)).toBe(false);
    expect(() => changeDueDay(day('2026-11-20'), 10, 11)).toThrow(RangeError);
  });

  it('moves the open invoice to the first closing of the new day after today', () => {
    // Day 10 on 2026-11-20: open invoice closes 12-03, due 12-10. Day 25: closes 11-18 (past), so 12-18, due 12-25.
    expect(changeDueDay(day('2026-11-20'), 10, 25)).toEqual({
      open: { closing: '2026-12-18', due: '2026-12-25' },
      changed: true,
    });
    // Day 5 on 2026-11-20: this month's closing (10-29) passed, so 11-28, due 12-05.
    expect(changeDueDay(day('2026-11-20'), 10, 5).open).toEqual({ closing: '2026-11-28', due: '2026-12-05' });
  });

  it('never closes the open invoice on the day of the change', () => {
    // Day 15 closes on the 8th: a change made on 2026-12-08 goes to January.
    expect(changeDueDay(day('2026-12-08'), 10, 15).open).toEqual({
      closing: '2027-01-08',
      due: '2027-01-15',
    });
    expect(changeDueDay(day('2026-12-07'), 10, 15).open).toEqual({
      closing: '2026-12-08',
      due: '2026-12-15',
    });
  });

  it('crosses the year and keeps the same day when nothing changes', () => {
    expect(changeDueDay(day('2026-12-30'), 5, 5)).toEqual({
      open: { closing: '2027-01-29', due: '2027-02-05' },
      changed: false,
    });
  });
});
