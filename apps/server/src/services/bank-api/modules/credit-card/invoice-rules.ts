import { todayInSaoPaulo } from '@carteira/core/calendar';
import { minimumPayment, openInvoiceDates } from '@carteira/core/credit-card';
import type { Executor } from '../../bank-database.ts';
import { type CreditCardRow, ensureInvoice, type InvoiceRow } from './credit-card.repository.ts';

/** What an invoice still owes: nothing once its rest was carried into the next one. */
export const owed = (invoice: Pick<InvoiceRow, 'total' | 'paid' | 'carried'>) =>
  invoice.carried ? 0 : Math.max(0, invoice.total - invoice.paid);

/** What is left of the invoice's minimum payment (an open invoice's minimum as if it closed now). */
export const minimumOf = (invoice: Pick<InvoiceRow, 'total' | 'paid' | 'minimum' | 'status'>) =>
  Math.max(0, (invoice.status === 'ABERTA' ? minimumPayment(invoice.total) : invoice.minimum) - invoice.paid);

/** The open invoice a purchase or a charge made now goes to (opened when needed). */
export function openInvoiceOf(trx: Executor, card: CreditCardRow, now: Date) {
  return ensureInvoice(trx, card.customer_id, openInvoiceDates(todayInSaoPaulo(now), card.due_day));
}
