import { addDays, compareIsoDates, isWorkingDay } from '@carteira/core/calendar';
import type { CdiPublisher } from '../services/bank-api/public.ts';

/** The CDI the sandbox publishes on every working day: 14,90% a.a. */
export const SANDBOX_CDI_ANNUAL_PERCENT = 14.9;

/** The sandbox's CDI publisher: the same rate on each working day (weekends and national holidays have none). */
export const sandboxCdiPublisher: CdiPublisher = {
  dailyRates: (from, to) => {
    const rates = [];
    for (let d = from; compareIsoDates(d, to) < 0; d = addDays(d, 1)) {
      if (isWorkingDay(d)) rates.push({ date: d, annualPercent: SANDBOX_CDI_ANNUAL_PERCENT });
    }
    return rates;
  },
};
