import { formatDate } from '@carteira/core/calendar';
import {
  INTERNATIONAL_IOF_BPS,
  LATE_FINE_BPS,
  LATE_MORA_BPS,
  REVOLVING_INTEREST_BPS,
} from '@carteira/core/credit-card';
import { type Centavos, formatAmount, formatPercent } from '@carteira/core/money';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import type { InvoiceItem } from '../api/invoices.ts';
import type { cardPagesMessages } from '../card-pages-messages.ts';

type Keys = MessageKey<typeof cardPagesMessages>;

/** Item type 3 (wallet.md section 3): an item excluded from the invoice, shown but not counted. */
export const EXCLUDED_ITEM = 3;

/** 690 bps is "6,90", 200 bps "2": whole percents without decimals, as the contract writes them. */
const rate = (bps: number) => formatPercent(bps / 100, bps % 100 === 0 ? 0 : 2);
const date = (iso: string | null) => (iso ? formatDate(iso) : '');

/**
 * An invoice item in the customer's language, written from its kind: the server's description is
 * Portuguese, so it is shown only for a purchase (the merchant's name) or a kind the app does not know.
 */
export function itemText(t: Translate<Keys>, item: InvoiceItem & { method?: string | null }): string {
  const text = (() => {
    switch (item.kind) {
      case 'SALDO_ANTERIOR':
        return t('itemPreviousBalance', { date: date(item.refDate) });
      case 'JUROS_ROTATIVO':
        return t('itemRevolvingInterest', { rate: rate(REVOLVING_INTEREST_BPS) });
      case 'IOF':
        return t('itemIof');
      case 'IOF_INTERNACIONAL':
        return t('itemInternationalIof', { rate: rate(INTERNATIONAL_IOF_BPS) });
      case 'CREDITO_ANTERIOR':
        return t('itemPreviousCredit', { date: date(item.refDate) });
      case 'MULTA':
        return t('itemFine', { rate: rate(LATE_FINE_BPS) });
      case 'MORA':
        return t('itemMora', { rate: rate(LATE_MORA_BPS) });
      case 'PARCELA_FATURA':
        return item.instalment
          ? t('itemInstalment', {
              number: item.instalment.number,
              count: item.instalment.count,
              date: date(item.refDate),
            })
          : item.description;
      case 'PAGAMENTO': {
        const method = item.method ? methodText(t, item.method) : '';
        return method ? `${t('itemPayment')} · ${method}` : t('itemPayment');
      }
      default:
        return item.description;
    }
  })();
  return item.typeId === EXCLUDED_ITEM ? t('itemExcluded', { text }) : text;
}

function methodText(t: Translate<Keys>, method: string): string {
  switch (method) {
    case 'PIX':
      return t('methodPIX');
    case 'DEBITO_CONTA':
      return t('methodDEBITO_CONTA');
    case 'BOLETO':
      return t('methodBOLETO');
    case 'PARCELAMENTO':
      return t('methodPARCELAMENTO');
    default:
      return '';
  }
}

/** US$ 20,00: a purchase abroad's amount in dollars (whole cents). */
export const formatUSD = (cents: number) => `US$ ${formatAmount(cents as Centavos)}`;
/** 5,5260: an exchange rate with its four decimals (the message puts R$ before it). */
export const formatRate = (rate: number) => formatPercent(rate, 4);

/** "US$ 20,00 à cotação de R$ 5,5260" for a purchase abroad; null for any other item. */
export function foreignText(t: Translate<Keys>, item: InvoiceItem): string | null {
  if (!item.foreign) return null;
  return t('itemForeign', { amount: formatUSD(item.foreign.amount), rate: formatRate(item.foreign.rate) });
}
