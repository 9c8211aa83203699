import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { getLocale } from '../../../lib/i18n/locale-store.ts';
import { rewardsKeys } from './keys.ts';
import type { DrawView } from './types.ts';

/** recompensas/historico-sorteios: every draw, the customer's numbers in it, and its result once held. */
export async function fetchDrawHistory(): Promise<DrawView[]> {
  return (
    await bank.call<{ sorteios: DrawView[] }>('recompensas/historico-sorteios', { idioma: getLocale() })
  ).sorteios;
}

export function useDrawHistory() {
  return useQuery({ queryKey: rewardsKeys.draws(), queryFn: fetchDrawHistory });
}
