import { type Centavos, centavos } from '@carteira/core/money';
import { sql } from 'kysely';
import type { Executor } from '../../../../../tables.ts';

export interface SpentWindow {
  from: Date;
  to: Date;
}

/**
 * Centavos of Pix payments the account made in the day window and, when given, the night window (each
 * [from, to), starting and ending on whole hours): read from the running per-hour totals that the
 * database keeps on every Pix debit posting (migration 0022), so the check reads at most 34 rows by
 * primary key instead of summing the day's postings.
 */
export async function spentInWindows(
  db: Executor,
  accountId: string,
  day: SpentWindow,
  night: SpentWindow | undefined,
): Promise<{ day: Centavos; night: Centavos }> {
  const from = night && night.from < day.from ? night.from : day.from;
  const to = night && night.to > day.to ? night.to : day.to;
  const { rows } = await sql<{ hour_start: Date; amount: string | number }>`
    select hour_start, amount from pix_spent_hour
     where account_id = ${accountId} and hour_start >= ${from} and hour_start < ${to}`.execute(db);
  const within = (w: SpentWindow) =>
    rows.reduce((sum, r) => {
      const t = new Date(r.hour_start).getTime();
      return t >= w.from.getTime() && t < w.to.getTime() ? sum + Number(r.amount) : sum;
    }, 0);
  return { day: centavos(within(day)), night: centavos(night ? within(night) : 0) };
}
