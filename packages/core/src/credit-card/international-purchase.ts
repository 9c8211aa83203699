/**
 * A card purchase made in a foreign currency (wallet.md section 7, Mapped credit card: international
 * totals, exchange and taxes), in whole centavos. The exchange rate is in ten-thousandths of a real per
 * unit of the currency (5,4321 is 54_321), the rate of the day the purchase is posted.
 */

/** IOF on card purchases abroad: 3,5% (Decreto 6.306/2007 art. 15-B, as changed by Decreto 12.499/2025). */
export const INTERNATIONAL_IOF_BPS = 350;
/** The currencies the card's processor converts (the sandbox network sends only US dollars). */
export const FOREIGN_CURRENCIES = ['USD'] as const;
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];

function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`expected a positive whole ${what}, got ${String(value)}`);
  }
}

/** Foreign cents x rate / 10000, half up, in integer arithmetic: the purchase's value in centavos. */
export function convertToReais(foreignCents: number, rateTenThousandths: number): number {
  assertWhole(foreignCents, 'amount of foreign cents');
  assertWhole(rateTenThousandths, 'exchange rate');
  const product = BigInt(foreignCents) * BigInt(rateTenThousandths);
  return Number((product + 5_000n) / 10_000n);
}

export interface InternationalPurchase {
  /** The purchase in centavos, at the day's rate. */
  amount: number;
  /** The IOF on it, in centavos (a separate debit item on the invoice). */
  iof: number;
}

/** The purchase converted at the rate, and the IOF on the converted amount (both half up). */
export function internationalPurchase(
  foreignCents: number,
  rateTenThousandths: number,
): InternationalPurchase {
  const amount = convertToReais(foreignCents, rateTenThousandths);
  return { amount, iof: Math.floor((amount * INTERNATIONAL_IOF_BPS + 5_000) / 10_000) };
}
