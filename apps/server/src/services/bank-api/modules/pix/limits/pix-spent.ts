import { type Centavos, centavos } from '@carteira/core/money';
import type { SpentHour } from './pix-limits.repository.ts';

export interface SpentWindow {
  from: Date;
  to: Date;
}

/** The smallest window holding both the day window and, when given, the night window. */
export function spentReadWindow(day: SpentWindow, night: SpentWindow | undefined): SpentWindow {
  return {
    from: night && night.from < day.from ? night.from : day.from,
    to: night && night.to > day.to ? night.to : day.to,
  };
}

/**
 * Centavos of Pix payments the account made in the day window and, when given, the night window (each
 * [from, to), starting and ending on whole hours), from the running per-hour totals that the database
 * keeps on every Pix debit posting (migration 0022): at most 34 rows read by primary key instead of
 * summing the day's postings.
 */
export function spentInWindows(
  hours: readonly SpentHour[],
  day: SpentWindow,
  night: SpentWindow | undefined,
): { day: Centavos; night: Centavos } {
  const within = (w: SpentWindow) =>
    hours.reduce(
      (sum, [at, amount]) => (at >= w.from.getTime() && at < w.to.getTime() ? sum + amount : sum),
      0,
    );
  return { day: centavos(within(day)), night: centavos(night ? within(night) : 0) };
}
