import type { IsoDate } from '@carteira/core/calendar';

/**
 * The CDI's publisher (B3 publishes the DI rate each business day) as the bank sees it for the
 * guarantee's yield: the annual rate of each business day, in percent with two decimals (14,90 for
 * 14,90% a.a.). The sandbox publishes a fixed rate on every working day (src/sandbox/cdi-rates.ts);
 * production refuses until a real adapter exists.
 */
export interface CdiRate {
  date: IsoDate;
  annualPercent: number;
}

export interface CdiPublisher {
  /** The rates of the business days from `from` (inclusive) to `to` (exclusive), in date order. */
  dailyRates(from: IsoDate, to: IsoDate): readonly CdiRate[];
}
