import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { getLocale } from '../../../lib/i18n/locale-store.ts';
import { rewardsKeys } from './keys.ts';
import type { WonReward } from './types.ts';

/** recompensas/premios-ganhos: the rewards history, newest first. */
export async function fetchWonRewards(): Promise<WonReward[]> {
  return (
    await bank.call<{ recompensas: WonReward[] }>('recompensas/premios-ganhos', { idioma: getLocale() })
  ).recompensas;
}

export function useWonRewards() {
  return useQuery({ queryKey: rewardsKeys.won(), queryFn: fetchWonRewards });
}
