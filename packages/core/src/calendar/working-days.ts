import { isHoliday } from './holidays.ts';
import { addDays, addMonths, compareIsoDates, dayOfWeek, type IsoDate } from './iso-date.ts';

export function isWeekend(date: IsoDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6;
}

/** Monday to Friday and not a national banking holiday. */
export function isWorkingDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isHoliday(date);
}

/** The first working day strictly after `date` (Friday -> Monday, the day before Carnival -> Ash Wednesday). */
export function nextWorkingDay(date: IsoDate): IsoDate {
  let day = addDays(date, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The first working day strictly before `date`. */
export function previousWorkingDay(date: IsoDate): IsoDate {
  let day = addDays(date, -1);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

/** `date` itself when it is a working day, else the next one (a payment due on a holiday moves here). */
export function workingDayOnOrAfter(date: IsoDate): IsoDate {
  return isWorkingDay(date) ? date : nextWorkingDay(date);
}

/**
 * The days of `count` monthly payments from `first`: the same day each month (31 -> the month's last
 * day), each moved to the next working day when it falls on a weekend or holiday (a monthly TED).
 */
export function monthlyWorkingDays(first: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: count }, (_, i) => workingDayOnOrAfter(addMonths(first, i)));
}

/**
 * Moves `count` working days forward (negative: backward). Zero returns `date` unchanged even
 * when it is not a working day.
 */
export function addWorkingDays(date: IsoDate, count: number): IsoDate {
  if (!Number.isInteger(count)) throw new RangeError(`count must be whole, got ${count}`);
  let day = date;
  for (let i = 0; i < Math.abs(count); i++) day = count > 0 ? nextWorkingDay(day) : previousWorkingDay(day);
  return day;
}

/**
 * The scheduling date picker's rule: a date before `min` becomes `min`; a date after `max`
 * becomes `max`, moved back off a weekend (Saturday and Sunday -> the Friday before). Dates in
 * range are returned as they are.
 */
export function clampScheduleDate(date: IsoDate, min: IsoDate, max: IsoDate): IsoDate {
  if (compareIsoDates(min, max) > 0) throw new RangeError(`min ${min} is after max ${max}`);
  if (compareIsoDates(date, min) < 0) return min;
  if (compareIsoDates(date, max) <= 0) return date;
  const weekday = dayOfWeek(max);
  const moved = weekday === 6 ? addDays(max, -1) : weekday === 0 ? addDays(max, -2) : max;
  // Never below min: when the range holds no weekday before max, max stays.
  return compareIsoDates(moved, min) < 0 ? max : moved;
}
