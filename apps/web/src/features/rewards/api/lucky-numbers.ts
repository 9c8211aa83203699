import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { rewardsKeys } from './keys.ts';
import type { LuckyNumber } from './types.ts';

/** recompensas/numeros-da-sorte. */
export async function fetchLuckyNumbers(): Promise<LuckyNumber[]> {
  return (await bank.call<{ numeros: LuckyNumber[] }>('recompensas/numeros-da-sorte', {})).numeros;
}

export function useLuckyNumbers() {
  return useQuery({ queryKey: rewardsKeys.luckyNumbers(), queryFn: fetchLuckyNumbers });
}
