import {
  type IsoDate,
  isWorkingDay,
  monthlyWorkingDays,
  nextWorkingDay,
  SAO_PAULO_UTC_OFFSET_MINUTES,
  toSaoPauloDate,
} from '@carteira/core/calendar';

/**
 * This bank's TED window, São Paulo time, on working days (Brazilian banking calendar): the STR is
 * open longer, and each bank sets its own window inside it; this bank's is 06:30 to 17:00. A TED
 * asked outside it is not sent: the app offers the next day it can go, as a schedule.
 */
export const TED_WINDOW_START = '06:30';
export const TED_WINDOW_END = '17:00';
const START_MINUTES = 6 * 60 + 30;
const END_MINUTES = 17 * 60;

function saoPauloMinutes(now: Date): number {
  const shifted = new Date(now.getTime() + SAO_PAULO_UTC_OFFSET_MINUTES * 60_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

export interface TedWindow {
  /** A TED asked now goes now. */
  open: boolean;
  /** The day a TED asked now goes: today when open or before the opening of a working day, else the next working day. */
  sendOn: IsoDate;
}

export function tedWindowAt(now: Date): TedWindow {
  const today = toSaoPauloDate(now);
  const minutes = saoPauloMinutes(now);
  if (!isWorkingDay(today) || minutes >= END_MINUTES) return { open: false, sendOn: nextWorkingDay(today) };
  return { open: minutes >= START_MINUTES, sendOn: today };
}

/** A schedule date a TED may take at `now`: a working day, today only while today's window has not closed. */
export function isSchedulableOn(payOn: IsoDate, now: Date): boolean {
  if (!isWorkingDay(payOn)) return false;
  return payOn >= tedWindowAt(now).sendOn;
}

/** The days of a schedule's payments: monthly from the first, each on a working day (core/calendar). */
export const tedScheduleDates = monthlyWorkingDays;
