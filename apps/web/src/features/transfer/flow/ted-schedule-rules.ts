import {
  addDays,
  addMonths,
  compareIsoDates,
  type IsoDate,
  isWorkingDay,
  monthlyWorkingDays,
  nextWorkingDay,
} from '@carteira/core/calendar';

/** The bank's limits (docs/bank-api.md, efetuar-agendamento-ted): 1 to 60 monthly payments, the first within a year. */
export const TED_SCHEDULE_MAX_PAYMENTS = 60;
export const TED_SCHEDULE_MAX_DAYS_AHEAD = 365;

/** When a TED goes, as the customer chose it on the review. */
export interface TedWhen {
  /** False: now (only while the TED window is open). */
  scheduled: boolean;
  date: IsoDate;
  repeat: boolean;
  /** The number of monthly payments, as typed. */
  months: string;
}

/** The TED window as the bank answered it (consultar-horario-ted). */
export interface WindowNow {
  /** The bank's date. */
  today: IsoDate;
  open: boolean;
  sendOn: IsoDate;
}

/** What the PIN confirms about the day: the first payment's day and how many monthly payments. */
export interface TedSchedule {
  on: IsoDate;
  payments: number;
}

/** The days a TED may be scheduled for: from the next day it can go (the next working day when open now) to a year ahead. */
export function tedScheduleRange(window: WindowNow): { min: IsoDate; max: IsoDate } {
  const min = window.open ? nextWorkingDay(window.today) : window.sendOn;
  return { min, max: addDays(window.today, TED_SCHEDULE_MAX_DAYS_AHEAD) };
}

/** The choice the review opens with: now when the window is open, else the next day it can go, once. */
export function initialTedWhen(window: WindowNow): TedWhen {
  return { scheduled: !window.open, date: window.open ? '' : window.sendOn, repeat: false, months: '2' };
}

export function paymentCount(when: TedWhen): number {
  return when.scheduled && when.repeat ? Number(when.months) : 1;
}

export type TedWhenProblem = 'whenDateMissing' | 'whenNotWorkingDay' | 'whenOutOfRange' | 'whenMonthsBad';

/** Why the bank would refuse this choice, said before the PIN; null when it takes it. */
export function tedWhenProblem(when: TedWhen, range: { min: IsoDate; max: IsoDate }): TedWhenProblem | null {
  if (!when.scheduled) return null;
  if (!when.date) return 'whenDateMissing';
  if (compareIsoDates(when.date, range.min) < 0 || compareIsoDates(when.date, range.max) > 0)
    return 'whenOutOfRange';
  if (!isWorkingDay(when.date)) return 'whenNotWorkingDay';
  const count = Number(when.months);
  if (when.repeat && (!Number.isInteger(count) || count < 2 || count > TED_SCHEDULE_MAX_PAYMENTS))
    return 'whenMonthsBad';
  return null;
}

/** Each payment's day, and whether it moved off a weekend or holiday (the bank's rule, core/calendar). */
export function tedPaymentDays(
  first: IsoDate,
  count: number,
): Array<{ date: IsoDate; from: IsoDate; moved: boolean }> {
  return monthlyWorkingDays(first, count).map((date, i) => {
    const from = addMonths(first, i);
    return { date, from, moved: date !== from };
  });
}

/** What the PIN confirms: null sends now; a closed window always schedules. */
export function toTedSchedule(when: TedWhen, window: WindowNow): TedSchedule | null {
  if (!when.scheduled) return window.open ? null : { on: window.sendOn, payments: 1 };
  return { on: when.date, payments: paymentCount(when) };
}
