import type { IsoDate } from '@carteira/core/calendar';
import type { ForeignCurrency } from '@carteira/core/credit-card';

/**
 * The exchange the card's purchases abroad are converted at: the selling rate of a currency on the
 * day the purchase is posted, in ten-thousandths of a real (5,4321 is 54_321). The sandbox publishes a
 * deterministic table (src/sandbox/exchange-rates.ts); production refuses until a real adapter exists.
 */
export interface ExchangeRates {
  rateOn(currency: ForeignCurrency, date: IsoDate): number;
}
