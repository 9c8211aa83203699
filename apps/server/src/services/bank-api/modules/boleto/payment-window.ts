import { type IsoDate, isWorkingDay, nextWorkingDay, toSaoPauloDate } from '@carteira/core/calendar';

/**
 * This bank's boleto window, São Paulo time, on working days: a payment asked before 07:00 settles at
 * 07:00 that day, and one after the 21:00 cut-off or on a weekend or holiday on the next working day.
 */
export const WINDOW_START = '07:00';
export const WINDOW_END = '21:00';
const START_MINUTES = 7 * 60;
const END_MINUTES = 21 * 60;

function saoPauloMinutes(now: Date): number {
  const shifted = new Date(now.getTime() - 3 * 3_600_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

export interface Settlement {
  /** The São Paulo day the payment settles on. */
  date: IsoDate;
  /** True when that is a later day than today (after the cut-off, or not a working day). */
  nextWorkingDay: boolean;
  /** True when it settles today but only once the window opens. */
  beforeWindow: boolean;
}

export function settlementOf(now: Date): Settlement {
  const today = toSaoPauloDate(now);
  const minutes = saoPauloMinutes(now);
  if (!isWorkingDay(today) || minutes >= END_MINUTES) {
    return { date: nextWorkingDay(today), nextWorkingDay: true, beforeWindow: false };
  }
  return { date: today, nextWorkingDay: false, beforeWindow: minutes < START_MINUTES };
}

/** Whether a schedule due on `payOn` may run at `now`: its day has come and the window is open. */
export function mayRunOn(payOn: IsoDate, now: Date): boolean {
  const today = toSaoPauloDate(now);
  if (payOn < today) return true;
  return payOn === today && isWorkingDay(today) && saoPauloMinutes(now) >= START_MINUTES;
}
