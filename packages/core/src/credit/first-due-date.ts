import {
  addDays,
  compareIsoDates,
  daysBetween,
  type IsoDate,
  isWeekend,
  workingDayOnOrAfter,
} from '../calendar/index.ts';

/** The first instalment can be chosen from 31 to 59 days after today (financing.md sections 5 and 9). */
export const FIRST_DUE_MIN_DAYS = 31;
export const FIRST_DUE_MAX_DAYS = 59;

export interface FirstDueDateWindow {
  earliest: IsoDate;
  latest: IsoDate;
}

/** today + 31 days to today + 59 days, both inclusive (today is the São Paulo day: todayInSaoPaulo). */
export function firstDueDateWindow(today: IsoDate): FirstDueDateWindow {
  return { earliest: addDays(today, FIRST_DUE_MIN_DAYS), latest: addDays(today, FIRST_DUE_MAX_DAYS) };
}

/** Whether the date picker lets the customer pick `date`: inside the window and not a Saturday or Sunday. */
export function isSelectableFirstDueDate(date: IsoDate, today: IsoDate): boolean {
  const days = daysBetween(today, date);
  return days >= FIRST_DUE_MIN_DAYS && days <= FIRST_DUE_MAX_DAYS && !isWeekend(date);
}

/** Every selectable date of the window, in order. */
export function selectableFirstDueDates(today: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let day = FIRST_DUE_MIN_DAYS; day <= FIRST_DUE_MAX_DAYS; day++) {
    const date = addDays(today, day);
    if (!isWeekend(date)) dates.push(date);
  }
  return dates;
}

/**
 * The due date actually used for a picked date: a national banking holiday moves to the next working
 * day (core/calendar workingDayOnOrAfter; financing.md section 4). Weekends cannot be picked, but a
 * holiday on a Friday moves to the Monday. The moved date may fall past the window's last day; that
 * is accepted, the window limits the choice, not the move.
 */
export function effectiveFirstDueDate(picked: IsoDate): IsoDate {
  return workingDayOnOrAfter(picked);
}

/** The default for the first proposal: the earliest selectable date, moved off a holiday. */
export function defaultFirstDueDate(today: IsoDate): IsoDate {
  const [first] = selectableFirstDueDates(today);
  if (first === undefined) throw new RangeError('no selectable first due date'); // impossible: 29 days hold weekdays
  return effectiveFirstDueDate(first);
}

/** Whether a due date the service returns is acceptable: a working day no earlier than the window. */
export function isValidFirstDueDate(date: IsoDate, today: IsoDate): boolean {
  const { earliest } = firstDueDateWindow(today);
  return compareIsoDates(date, earliest) >= 0 && workingDayOnOrAfter(date) === date;
}
