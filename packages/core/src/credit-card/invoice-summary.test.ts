import { describe, expect, it } from 'vitest';
import { invoiceSummary, type SummaryItem } from './invoice-summary.ts';

const item = (typeId: number, kind: string, amount: number, foreign?: [number, number]): SummaryItem => ({
  typeId,
  kind,
  amount,
  foreignCurrency: foreign ? 'USD' : null,
  foreignAmount: foreign?.[0] ?? null,
  exchangeRate: foreign?.[1] ?? null,
});

describe('invoice summary', () => {
  it('splits national, international, taxes and the previous credit', () => {
    const s = invoiceSummary([
      item(1, 'COMPRA', 12_050),
      item(1, 'COMPRA', 54_321, [10_000, 54_321]),
      item(1, 'IOF_INTERNACIONAL', 1_901),
      item(2, 'CREDITO_ANTERIOR', 2_500),
      item(1, 'SALDO_ANTERIOR', 1_000),
      item(1, 'IOF', 12),
      item(3, 'COMPRA', 99_999),
    ]);
    expect(s).toEqual({
      national: 13_050,
      international: 54_321,
      internationalForeign: 10_000,
      taxes: 1_913,
      previousCredit: 2_500,
      otherCredits: 0,
      exchangeRate: 54_321,
    });
    // the invoice: 130,50 + 543,21 + 19,13 - 25,00 = 667,84
    expect(s.national + s.international + s.taxes - s.previousCredit - s.otherCredits).toBe(66_784);
  });

  it('has no exchange rate without a purchase abroad', () => {
    expect(invoiceSummary([item(1, 'COMPRA', 500)]).exchangeRate).toBeNull();
  });
});
