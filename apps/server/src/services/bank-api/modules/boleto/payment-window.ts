import {
  holidayName,
  type IsoDate,
  isWeekend,
  isWorkingDay,
  nextWorkingDay,
  toSaoPauloDate,
} from '@carteira/core/calendar';

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
  /**
   * Why it settles on a later day: today is a bank holiday (its name given), a weekend, or a working
   * day past the cut-off; null when it settles today.
   */
  deferredBy: { reason: 'holiday'; holiday: string } | { reason: 'weekend' | 'afterCutOff' } | null;
}

export function settlementOf(now: Date): Settlement {
  const today = toSaoPauloDate(now);
  const minutes = saoPauloMinutes(now);
  if (!isWorkingDay(today) || minutes >= END_MINUTES) {
    const holiday = holidayName(today);
    const deferredBy = holiday
      ? ({ reason: 'holiday', holiday } as const)
      : ({ reason: isWeekend(today) ? 'weekend' : 'afterCutOff' } as const);
    return { date: nextWorkingDay(today), nextWorkingDay: true, beforeWindow: false, deferredBy };
  }
  return { date: today, nextWorkingDay: false, beforeWindow: minutes < START_MINUTES, deferredBy: null };
}

/** Whether a schedule due on `payOn` may run at `now`: its day has come and the window is open. */
export function mayRunOn(payOn: IsoDate, now: Date): boolean {
  const today = toSaoPauloDate(now);
  if (payOn < today) return true;
  return payOn === today && isWorkingDay(today) && saoPauloMinutes(now) >= START_MINUTES;
}
