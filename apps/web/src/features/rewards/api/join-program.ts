import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { getLocale } from '../../../lib/i18n/locale-store.ts';
import { rewardsKeys } from './keys.ts';
import type { RewardProgram } from './types.ts';

/** recompensas/aderir-programa: joins a programme; its tasks count what happens from now on. */
export async function joinProgram(programaId: string): Promise<RewardProgram> {
  return bank.call<RewardProgram>('recompensas/aderir-programa', { programaId, idioma: getLocale() });
}

export function useJoinProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinProgram,
    onSuccess: () => client.invalidateQueries({ queryKey: rewardsKeys.all }),
  });
}
