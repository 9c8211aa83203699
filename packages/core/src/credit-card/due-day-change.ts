import type { IsoDate } from '../calendar/index.ts';
import { DUE_DAYS, type InvoiceDates, openInvoiceDates } from './invoice-math.ts';

/**
 * Changing the invoice due day (diaVencimentoFatura), as Brazilian issuers do it:
 * - the new day is one the product offers (DUE_DAYS: 5, 10, 15, 20 or 25);
 * - invoices already closed keep their dates: what they bill was agreed on them;
 * - the open invoice (the one today's purchases go to) moves: it now closes on the first closing of
 *   the new day that comes after today, CLOSING_DAYS_BEFORE_DUE before its due date. So a cycle never
 *   closes on the day of the change or before it, and is at most about a month and a week long;
 * - choosing the day already set changes nothing.
 */
export function isDueDay(day: number): day is (typeof DUE_DAYS)[number] {
  return (DUE_DAYS as readonly number[]).includes(day);
}

export interface DueDayChange {
  /** The open invoice's new closing and due dates. */
  open: InvoiceDates;
  /** False when the day chosen is the one already set. */
  changed: boolean;
}

export function changeDueDay(today: IsoDate, currentDay: number, newDay: number): DueDayChange {
  if (!isDueDay(newDay)) throw new RangeError(`due day must be one of ${DUE_DAYS.join(', ')}, got ${newDay}`);
  return { open: openInvoiceDates(today, newDay), changed: newDay !== currentDay };
}
