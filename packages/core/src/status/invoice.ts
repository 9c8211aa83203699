import { normalizeStatus } from './normalize.ts';

export type InvoiceCategory = 'open' | 'closed' | 'future' | 'unknown';

/** Credit card invoice: ABERTA open, FECHADA closed; a future invoice is 'future' whatever its text. */
export function invoiceStatusOf(
  status: string | null | undefined,
  options: { future?: boolean } = {},
): InvoiceCategory {
  if (options.future) return 'future';
  switch (normalizeStatus(status)) {
    case 'ABERTA':
      return 'open';
    case 'FECHADA':
      return 'closed';
    default:
      return 'unknown';
  }
}

export type InvoicePaymentCategory = 'partial' | 'paid' | 'installment' | 'none';

/** Invoice payment: ABAIXO_DO_MINIMO or MINIMO partial, INTEGRAL paid, PARCELADO installment, else none. */
export function invoicePaymentOf(status: string | null | undefined): InvoicePaymentCategory {
  switch (normalizeStatus(status)) {
    case 'ABAIXO_DO_MINIMO':
    case 'MINIMO':
      return 'partial';
    case 'INTEGRAL':
      return 'paid';
    case 'PARCELADO':
      return 'installment';
    default:
      return 'none';
  }
}

export type InvoiceItemKind = 'debit' | 'credit' | 'excluded' | 'unknown';

/** Invoice item type id: 1 debit, 2 credit, 3 excluded. */
export function invoiceItemKindOf(typeId: number | null | undefined): InvoiceItemKind {
  return typeId === 1 ? 'debit' : typeId === 2 ? 'credit' : typeId === 3 ? 'excluded' : 'unknown';
}
