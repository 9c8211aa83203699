import { type FederalPrizes, isFederalPrizes } from '@carteira/core/rewards';
import type { LotteryResults } from '../services/bank-api/public.ts';
import type { Db } from '../tables.ts';
import { createPrng } from './prng.ts';

/**
 * The sandbox's Loteria Federal: an extraction's result exists once the sandbox published it
 * (POST /api/sandbox/loteria-federal), and never changes after. Without given prizes, the five prizes
 * of a date are drawn from a generator seeded with the date, the same on every machine.
 */
export function sandboxPrizesFor(date: string): FederalPrizes {
  const prng = createPrng(Number(date.replaceAll('-', '')));
  return [0, 1, 2, 3, 4].map(() => prng.int(0, 99_999)) as unknown as FederalPrizes;
}

export function createSandboxLottery(db: Db): LotteryResults {
  return {
    async resultOf(extractionDate) {
      const row = await db
        .selectFrom('sandbox_lottery_result')
        .select('prizes')
        .where('extraction_date', '=', extractionDate)
        .executeTakeFirst();
      if (!row) return null;
      const prizes = JSON.parse(row.prizes) as number[];
      return isFederalPrizes(prizes) ? prizes : null;
    },
  };
}

/** Publishes an extraction's result; a date already published keeps its first result (false then if it differs). */
export async function publishLotteryResult(
  db: Db,
  date: string,
  prizes: FederalPrizes,
): Promise<FederalPrizes> {
  await db
    .insertInto('sandbox_lottery_result')
    .values({ extraction_date: date, prizes: JSON.stringify(prizes) })
    .onConflict((oc) => oc.column('extraction_date').doNothing())
    .execute();
  const row = await db
    .selectFrom('sandbox_lottery_result')
    .select('prizes')
    .where('extraction_date', '=', date)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.prizes) as FederalPrizes;
}
