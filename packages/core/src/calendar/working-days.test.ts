import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  clampScheduleDate,
  isWeekend,
  isWorkingDay,
  monthlyWorkingDays,
  nextWorkingDay,
  previousWorkingDay,
  workingDayOnOrAfter,
} from './index.ts';

describe('working days', () => {
  it('excludes weekends and holidays', () => {
    expect(isWorkingDay('2026-02-13')).toBe(true); // Friday
    expect(isWorkingDay('2026-02-14')).toBe(false); // Saturday
    expect(isWorkingDay('2026-02-15')).toBe(false); // Sunday
    expect(isWorkingDay('2026-02-16')).toBe(false); // Carnival Monday
    expect(isWorkingDay('2026-02-17')).toBe(false); // Carnival Tuesday
    expect(isWorkingDay('2026-02-18')).toBe(true); // Ash Wednesday
    expect(isWorkingDay('2025-11-20')).toBe(false);
    expect(isWeekend('2026-02-14')).toBe(true);
    expect(isWeekend('2026-02-16')).toBe(false);
  });

  it('finds the next working day, strictly after', () => {
    expect(nextWorkingDay('2026-02-13')).toBe('2026-02-18');
    expect(nextWorkingDay('2026-02-12')).toBe('2026-02-13');
    expect(nextWorkingDay('2026-04-02')).toBe('2026-04-06'); // over Good Friday and the weekend
    expect(nextWorkingDay('2025-12-24')).toBe('2025-12-26');
    expect(nextWorkingDay('2025-12-31')).toBe('2026-01-02');
    expect(nextWorkingDay('2026-12-31')).toBe('2027-01-04');
  });

  it('finds the previous working day and the working day on or after', () => {
    expect(previousWorkingDay('2026-02-18')).toBe('2026-02-13');
    expect(previousWorkingDay('2026-01-02')).toBe('2025-12-31');
    expect(workingDayOnOrAfter('2026-02-18')).toBe('2026-02-18');
    expect(workingDayOnOrAfter('2026-02-14')).toBe('2026-02-18');
    expect(workingDayOnOrAfter('2026-06-04')).toBe('2026-06-05');
  });

  it('adds working days', () => {
    expect(addWorkingDays('2026-02-12', 2)).toBe('2026-02-18');
    expect(addWorkingDays('2026-02-18', -2)).toBe('2026-02-12');
    expect(addWorkingDays('2026-02-14', 0)).toBe('2026-02-14');
    expect(() => addWorkingDays('2026-02-14', 1.5)).toThrow(RangeError);
  });
});

describe('clampScheduleDate', () => {
  const min = '2026-03-02';
  const max = '2026-03-29'; // a Sunday

  it('keeps dates in range', () => {
    expect(clampScheduleDate('2026-03-10', min, max)).toBe('2026-03-10');
    expect(clampScheduleDate(min, min, max)).toBe(min);
    expect(clampScheduleDate(max, min, max)).toBe(max);
  });

  it('moves an early date to min', () => {
    expect(clampScheduleDate('2026-02-01', min, max)).toBe(min);
  });

  it('moves a late date to max, off a weekend', () => {
    expect(clampScheduleDate('2026-04-10', min, max)).toBe('2026-03-27');
    expect(clampScheduleDate('2026-04-10', min, '2026-03-28')).toBe('2026-03-27');
    expect(clampScheduleDate('2026-04-10', min, '2026-03-26')).toBe('2026-03-26');
  });

  it('never goes below min', () => {
    expect(clampScheduleDate('2026-04-10', '2026-03-28', '2026-03-29')).toBe('2026-03-29');
    expect(() => clampScheduleDate('2026-03-10', max, min)).toThrow(RangeError);
  });
});

describe('monthlyWorkingDays', () => {
  it('keeps the first day each month and moves weekends and holidays to the next working day', () => {
    expect(monthlyWorkingDays('2026-03-31', 4)).toEqual([
      '2026-03-31',
      '2026-04-30',
      '2026-06-01',
      '2026-06-30',
    ]);
    // 2026-02-16 and 17 are Carnival; 2026-06-04 is Corpus Christi.
    expect(monthlyWorkingDays('2026-01-16', 2)).toEqual(['2026-01-16', '2026-02-18']);
    expect(monthlyWorkingDays('2026-05-04', 2)).toEqual(['2026-05-04', '2026-06-05']);
    expect(monthlyWorkingDays('2026-05-04', 0)).toEqual([]);
  });
});
