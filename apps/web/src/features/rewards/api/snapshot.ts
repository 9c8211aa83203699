import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { rewardsKeys } from './keys.ts';
import type { RewardsSnapshot } from './types.ts';

/** recompensas/resumo (the snapshot): the rewards home's figures in one call. */
export async function fetchSnapshot(): Promise<RewardsSnapshot> {
  return bank.call<RewardsSnapshot>('recompensas/resumo', {});
}

export function useSnapshot() {
  return useQuery({ queryKey: rewardsKeys.snapshot(), queryFn: fetchSnapshot });
}
