import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { getLocale } from '../../../lib/i18n/locale-store.ts';
import { rewardsKeys } from './keys.ts';
import type { RewardProgram } from './types.ts';

/** recompensas/programas-concluidos. */
export async function fetchCompletedPrograms(): Promise<RewardProgram[]> {
  return (
    await bank.call<{ programas: RewardProgram[] }>('recompensas/programas-concluidos', {
      idioma: getLocale(),
    })
  ).programas;
}

export function useCompletedPrograms() {
  return useQuery({ queryKey: rewardsKeys.completed(), queryFn: fetchCompletedPrograms });
}
