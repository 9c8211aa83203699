import { isFederalPrizes } from '@carteira/core/rewards';
import { expect, it } from 'vitest';
import type { LotteryResults } from './lottery.port.ts';

/** A date whose extraction is published and one that is not. */
export interface LotterySamples {
  published: string;
  unpublished: string;
}

/** What the bank relies on from any source of the Loteria Federal's results. */
export function lotteryContract(lottery: LotteryResults, samples: LotterySamples): void {
  it('gives five prizes of up to five digits for a published extraction, the same every time', async () => {
    const first = await lottery.resultOf(samples.published);
    expect(first && isFederalPrizes(first)).toBe(true);
    expect(await lottery.resultOf(samples.published)).toEqual(first);
  });

  it('answers null for an extraction not yet published', async () => {
    expect(await lottery.resultOf(samples.unpublished)).toBeNull();
  });
}
