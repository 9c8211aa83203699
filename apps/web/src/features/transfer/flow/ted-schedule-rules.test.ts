import { describe, expect, it } from 'vitest';
import {
  initialTedWhen,
  type TedWhen,
  tedPaymentDays,
  tedScheduleRange,
  tedWhenProblem,
  toTedSchedule,
} from './ted-schedule-rules.ts';

// Wednesday 2026-03-11: open at 10:00; closed after 17:00 (the next day it can go is Thursday the 12th).
const open = { today: '2026-03-11', open: true, sendOn: '2026-03-11' };
const closed = { today: '2026-03-11', open: false, sendOn: '2026-03-12' };
const monthly = (date: string, months: string): TedWhen => ({ scheduled: true, date, repeat: true, months });

describe('TED schedule rules', () => {
  it('offers the days from the next one a TED can go to a year ahead', () => {
    expect(tedScheduleRange(open)).toEqual({ min: '2026-03-12', max: '2027-03-11' });
    expect(tedScheduleRange({ today: '2026-03-13', open: true, sendOn: '2026-03-13' }).min).toBe(
      '2026-03-16',
    );
    expect(tedScheduleRange(closed).min).toBe('2026-03-12');
  });

  it('opens on now while the window is open, else on its next day', () => {
    expect(initialTedWhen(open)).toMatchObject({ scheduled: false });
    expect(initialTedWhen(closed)).toMatchObject({ scheduled: true, date: '2026-03-12', repeat: false });
  });

  it('refuses before the PIN a weekend or holiday, a day out of range, and a bad number of months', () => {
    const range = tedScheduleRange(open);
    expect(tedWhenProblem({ ...initialTedWhen(open) }, range)).toBeNull();
    expect(tedWhenProblem({ scheduled: true, date: '', repeat: false, months: '' }, range)).toBe(
      'whenDateMissing',
    );
    expect(tedWhenProblem(monthly('2026-03-14', '3'), range)).toBe('whenNotWorkingDay');
    expect(tedWhenProblem(monthly('2026-04-21', '3'), range)).toBe('whenNotWorkingDay'); // Tiradentes
    expect(tedWhenProblem(monthly('2026-03-11', '3'), range)).toBe('whenOutOfRange');
    expect(tedWhenProblem(monthly('2027-03-12', '3'), range)).toBe('whenOutOfRange');
    expect(tedWhenProblem(monthly('2026-03-31', '1'), range)).toBe('whenMonthsBad');
    expect(tedWhenProblem(monthly('2026-03-31', '61'), range)).toBe('whenMonthsBad');
    expect(tedWhenProblem(monthly('2026-03-31', '60'), range)).toBeNull();
  });

  it('says which monthly days move to the next working day', () => {
    expect(tedPaymentDays('2026-03-31', 3)).toEqual([
      { date: '2026-03-31', from: '2026-03-31', moved: false },
      { date: '2026-04-30', from: '2026-04-30', moved: false },
      { date: '2026-06-01', from: '2026-05-31', moved: true },
    ]);
  });

  it('sends now, or schedules the first day with its number of payments', () => {
    expect(toTedSchedule(initialTedWhen(open), open)).toBeNull();
    expect(toTedSchedule(initialTedWhen(closed), closed)).toEqual({ on: '2026-03-12', payments: 1 });
    expect(toTedSchedule(monthly('2026-03-31', '3'), open)).toEqual({ on: '2026-03-31', payments: 3 });
    expect(toTedSchedule({ ...monthly('2026-03-31', '3'), repeat: false }, open)).toEqual({
      on: '2026-03-31',
      payments: 1,
    });
  });
});
