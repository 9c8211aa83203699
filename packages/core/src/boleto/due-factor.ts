import { addDays, daysBetween, type IsoDate } from '../calendar/index.ts';

/** FEBRABAN's due-date factor counts days from this date: factor 1000 is 03/07/2000, 9999 is 21/02/2025. */
export const DUE_FACTOR_BASE: IsoDate = '1997-10-07';
/** The count restarted at 1000 on 22/02/2025 (base + 10000 days), so factors repeat every 9000 days. */
export const DUE_FACTOR_CYCLE_DAYS = 9000;
const FIRST_FACTOR = 1000;
const LAST_FACTOR = 9999;

/**
 * The due date a factor stands for: of the dates it may denote (one per 9000-day cycle), the one
 * nearest `reference` (the bank's today); the later one on a tie. Factor 0 means no due date (null).
 * Factors under 1000 exist only in the first cycle (before 03/07/2000).
 */
export function dueDateOfFactor(factor: number, reference: IsoDate): IsoDate | null {
  if (!Number.isInteger(factor) || factor < 0 || factor > LAST_FACTOR) {
    throw new RangeError(`not a due-date factor: ${factor}`);
  }
  if (factor === 0) return null;
  const offset = daysBetween(DUE_FACTOR_BASE, reference);
  let best = factor;
  if (factor >= FIRST_FACTOR) {
    const cycle = Math.max(0, Math.round((offset - factor) / DUE_FACTOR_CYCLE_DAYS));
    for (const k of [cycle - 1, cycle, cycle + 1]) {
      if (k < 0) continue;
      const days = factor + k * DUE_FACTOR_CYCLE_DAYS;
      const distance = Math.abs(days - offset);
      const bestDistance = Math.abs(best - offset);
      if (distance < bestDistance || (distance === bestDistance && days > best)) best = days;
    }
  }
  return addDays(DUE_FACTOR_BASE, best);
}

/** The factor a bank boleto due on `date` carries (in the current cycle scheme); from 03/07/2000 on. */
export function dueFactorOf(date: IsoDate): number {
  const days = daysBetween(DUE_FACTOR_BASE, date);
  if (days < FIRST_FACTOR) throw new RangeError(`no due-date factor before 2000-07-03: ${date}`);
  return ((days - FIRST_FACTOR) % DUE_FACTOR_CYCLE_DAYS) + FIRST_FACTOR;
}
