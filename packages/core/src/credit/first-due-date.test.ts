import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, isHoliday } from '../calendar/index.ts';
import {
  defaultFirstDueDate,
  effectiveFirstDueDate,
  firstDueDateFor,
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

  it("accepts the working day a holiday on the window's last days moved to, across the change of year", () => {
    // On 31 Dec 2027 the window runs to 28 Feb 2028, a Carnival Monday; Tuesday 29 Feb is Carnival
    // too, so the picked day moves to Wednesday 1 Mar, 61 days ahead, which the app then sends.
    const today = '2027-12-31';
    expect(firstDueDateWindow(today)).toEqual({ earliest: '2028-01-31', latest: '2028-02-28' });
    expect(isHoliday('2028-02-28') && isHoliday('2028-02-29')).toBe(true);
    expect(isSelectableFirstDueDate('2028-02-28', today)).toBe(true);
    expect(effectiveFirstDueDate('2028-02-28')).toBe('2028-03-01');
    expect(isSelectableFirstDueDate('2028-03-01', today)).toBe(false);
    expect(firstDueDateFor('2028-03-01', today)).toBe('2028-03-01');
    expect(firstDueDateFor('2028-02-28', today)).toBe('2028-03-01');
    expect(firstDueDateFor('2028-01-31', today)).toBe('2028-01-31');
    expect(firstDueDateFor('2028-02-25', today)).toBe('2028-02-25');
    // still refused: before the window, a weekend, a holiday past it, a working day past it
    expect(firstDueDateFor('2028-01-28', today)).toBeNull();
    expect(firstDueDateFor('2028-02-05', today)).toBeNull();
    expect(firstDueDateFor('2028-02-29', today)).toBeNull();
    expect(firstDueDateFor('2028-03-02', today)).toBeNull();
    // a day before 29 Feb does not reach 1 Mar: from 30 Dec 2027 the window ends on 27 Feb
    expect(firstDueDateFor('2028-03-01', '2027-12-30')).toBeNull();
  });

  it('property: every day of two years gets a non-empty window of working-day due dates', () => {
    for (let k = 0; k < 730; k++) {
      const today = addDays('2026-01-01', k);
      const dates = selectableFirstDueDates(today);
      expect(dates.length).toBeGreaterThanOrEqual(19);
      for (const d of dates) expect(isSelectableFirstDueDate(d, today)).toBe(true);
      const effective = effectiveFirstDueDate(dates[0] ?? today);
      expect(isValidFirstDueDate(effective, today)).toBe(true);
      // every selectable day, sent as picked or as moved off a holiday, is accepted as the moved day
      for (const d of dates) {
        expect(firstDueDateFor(d, today)).toBe(effectiveFirstDueDate(d));
        expect(firstDueDateFor(effectiveFirstDueDate(d), today)).toBe(effectiveFirstDueDate(d));
      }
    }
  }, 30_000);
});
