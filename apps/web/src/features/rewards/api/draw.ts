import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { getLocale } from '../../../lib/i18n/locale-store.ts';
import { rewardsKeys } from './keys.ts';
import type { DrawView } from './types.ts';

/** recompensas/sorteio: one draw's details, its result and winner (masked) once held. */
export async function fetchDraw(sorteioId: string): Promise<DrawView> {
  return bank.call<DrawView>('recompensas/sorteio', { sorteioId, idioma: getLocale() });
}

export function useDraw(sorteioId: string) {
  return useQuery({ queryKey: rewardsKeys.draw(sorteioId), queryFn: () => fetchDraw(sorteioId) });
}
