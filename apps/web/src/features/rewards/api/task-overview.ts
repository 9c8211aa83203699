import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { getLocale } from '../../../lib/i18n/locale-store.ts';
import { rewardsKeys } from './keys.ts';
import type { RewardProgram } from './types.ts';

/** recompensas/visao-geral-tarefas: one programme and its tasks. */
export async function fetchTaskOverview(programaId: string): Promise<RewardProgram> {
  return bank.call<RewardProgram>('recompensas/visao-geral-tarefas', { programaId, idioma: getLocale() });
}

export const taskOverviewQuery = (programaId: string) =>
  queryOptions({ queryKey: rewardsKeys.program(programaId), queryFn: () => fetchTaskOverview(programaId) });

export function useTaskOverview(programaId: string) {
  return useQuery(taskOverviewQuery(programaId));
}
