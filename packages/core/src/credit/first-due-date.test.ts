import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, isHoliday } from '../calendar/index.ts';
import {
  defaultFirstDueDate,
  effectiveFirstDueDate,
  firstDueDateWindow,
  isSelectableFirstDueDate,
  isValidFirstDueDate,
  selectableFirstDueDates,
} from './index.ts';

describe('first due date window', () => {
  it('runs from 31 to 59 days ahead, weekends excluded', () => {
    const today = '2026-10-01';
    expect(firstDueDateWindow(today)).toEqual({ earliest: '2026-11-01', latest: '2026-11-29' });
    const dates = selectableFirstDueDates(today);
    expect(dates[0]).toBe('2026-11-02'); // 1 Nov 2026 is a Sunday
    expect(dates.at(-1)).toBe('2026-11-27'); // 28 and 29 Nov are a weekend
    expect(dates.every((d) => dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6)).toBe(true);
    expect(dates).toHaveLength(20);
    expect(isSelectableFirstDueDate('2026-10-31', today)).toBe(false); // 30 days, and a Saturday
    expect(isSelectableFirstDueDate('2026-11-30', today)).toBe(false); // 60 days
    expect(isSelectableFirstDueDate('2026-11-27', today)).toBe(true);
  });

  it('moves a holiday to the next working day', () => {
    // 2 Nov 2026 (Finados) is a Monday holiday: the first selectable date becomes 3 Nov.
    expect(isHoliday('2026-11-02')).toBe(true);
    expect(effectiveFirstDueDate('2026-11-02')).toBe('2026-11-03');
    expect(defaultFirstDueDate('2026-10-01')).toBe('2026-11-03');
    // 20 Nov 2026 (Consciência Negra) is a Friday: moved to Monday 23 Nov, past a window ending on the 20th.
    const today = '2026-09-22';
    expect(firstDueDateWindow(today).latest).toBe('2026-11-20');
    expect(isSelectableFirstDueDate('2026-11-20', today)).toBe(true);
    expect(effectiveFirstDueDate('2026-11-20')).toBe('2026-11-23');
    expect(effectiveFirstDueDate('2026-11-04')).toBe('2026-11-04');
  });

  it('validates a returned date', () => {
    expect(isValidFirstDueDate('2026-11-03', '2026-10-01')).toBe(true);
    expect(isValidFirstDueDate('2026-11-02', '2026-10-01')).toBe(false); // a holiday
    expect(isValidFirstDueDate('2026-10-30', '2026-10-01')).toBe(false); // too early
  });

  it('property: every day of two years gets a non-empty window of working-day due dates', () => {
    for (let k = 0; k < 730; k++) {
      const today = addDays('2026-01-01', k);
      const dates = selectableFirstDueDates(today);
      expect(dates.length).toBeGreaterThanOrEqual(19);
      for (const d of dates) expect(isSelectableFirstDueDate(d, today)).toBe(true);
      const effective = effectiveFirstDueDate(dates[0] ?? today);
      expect(isValidFirstDueDate(effective, today)).toBe(true);
    }
  }, 30_000);
});
