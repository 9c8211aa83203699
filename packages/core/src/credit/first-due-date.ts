import {
  addDays,
  compareIsoDates,
  daysBetween,
  type IsoDate,
  isWeekend,
  isWorkingDay,
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

/**
 * The due date used for a first due date the customer asked for, or null when it cannot be asked for.
 * Asked for means either a selectable date (moved off a holiday here), or the working day a
 * selectable holiday was already moved to, as the app sends it after the bank's working-day check:
 * that day may lie past the window's last day (a Carnival Monday on day 59 moves to the Wednesday,
 * day 61), so the window is checked on the day picked, never on the day moved to.
 */
export function firstDueDateFor(asked: IsoDate, today: IsoDate): IsoDate | null {
  if (isSelectableFirstDueDate(asked, today)) return effectiveFirstDueDate(asked);
  if (!isWorkingDay(asked)) return null;
  // the run of non-working days just before `asked` all move to `asked`: was one of them selectable?
  for (let day = addDays(asked, -1); !isWorkingDay(day); day = addDays(day, -1)) {
    if (isSelectableFirstDueDate(day, today)) return asked;
  }
  return null;
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
