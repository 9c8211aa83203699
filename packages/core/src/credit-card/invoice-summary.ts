/**
 * An invoice's summary from its items (wallet.md section 7, Mapped credit card): national and
 * international totals, taxes and the previous credit, in centavos. Item type 1 is a debit, 2 a credit,
 * 3 excluded (never counted). The invoice's value is national + international + taxes - credits.
 */
export interface SummaryItem {
  typeId: number;
  kind: string;
  amount: number;
  /** Set on a purchase made abroad. */
  foreignCurrency: string | null;
  foreignAmount: number | null;
  exchangeRate: number | null;
}

export interface InvoiceSummary {
  national: number;
  international: number;
  /** The international purchases in the foreign currency's cents (US dollars), when there are any. */
  internationalForeign: number;
  /** IOF charged on the invoice: on purchases abroad and on revolving credit. */
  taxes: number;
  /** A credit carried from an earlier invoice paid above what it owed. */
  previousCredit: number;
  /** Other credits (refunds). */
  otherCredits: number;
  /** The rate of the latest purchase abroad, in ten-thousandths of a real; null when none. */
  exchangeRate: number | null;
}

export const TAX_KINDS = ['IOF', 'IOF_INTERNACIONAL'] as const;
export const PREVIOUS_CREDIT_KIND = 'CREDITO_ANTERIOR';

export function invoiceSummary(items: readonly SummaryItem[]): InvoiceSummary {
  const s: InvoiceSummary = {
    national: 0,
    international: 0,
    internationalForeign: 0,
    taxes: 0,
    previousCredit: 0,
    otherCredits: 0,
    exchangeRate: null,
  };
  for (const i of items) {
    if (i.typeId === 2) {
      if (i.kind === PREVIOUS_CREDIT_KIND) s.previousCredit += i.amount;
      else s.otherCredits += i.amount;
    } else if (i.typeId === 1) {
      if ((TAX_KINDS as readonly string[]).includes(i.kind)) s.taxes += i.amount;
      else if (i.foreignCurrency) {
        s.international += i.amount;
        s.internationalForeign += i.foreignAmount ?? 0;
        s.exchangeRate = i.exchangeRate;
      } else s.national += i.amount;
    }
  }
  return s;
}
