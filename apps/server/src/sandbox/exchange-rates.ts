import { parseIsoDate } from '@carteira/core/calendar';
import type { ExchangeRates } from '../services/bank-api/public.ts';

/** The sandbox's US dollar: R$ 5,2800 plus R$ 0,0123 for each day of the month (5,2923 on the 1st, 5,6613 on the 31st). */
export const sandboxUsdRate = (day: number) => 52_800 + 123 * day;

/** The sandbox's exchange table: the same rate on the same day of any month, on every machine. */
export const sandboxExchangeRates: ExchangeRates = {
  rateOn: (_currency, date) => sandboxUsdRate(parseIsoDate(date).day),
};
