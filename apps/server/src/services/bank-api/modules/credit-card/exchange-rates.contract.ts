import type { IsoDate } from '@carteira/core/calendar';
import { expect, it } from 'vitest';
import type { ExchangeRates } from './exchange-rates.port.ts';

/** What the bank relies on from any source of the day's exchange rate, over the days given. */
export function exchangeRatesContract(rates: ExchangeRates, days: readonly IsoDate[]): void {
  it('gives the dollar a rate in ten-thousandths of a real: a whole number, above zero, within reason', () => {
    for (const day of days) {
      const rate = rates.rateOn('USD', day);
      expect(Number.isSafeInteger(rate), day).toBe(true);
      // between R$ 1,0000 and R$ 50,0000: a rate outside this is a unit mistake, not a market
      expect(rate, day).toBeGreaterThanOrEqual(10_000);
      expect(rate, day).toBeLessThanOrEqual(500_000);
    }
  });

  it('answers the same rate for the same day, however often it is asked', () => {
    for (const day of days) expect(rates.rateOn('USD', day)).toBe(rates.rateOn('USD', day));
  });
}
