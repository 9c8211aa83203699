import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { getLocale } from '../../../lib/i18n/locale-store.ts';
import { rewardsKeys } from './keys.ts';
import type { RewardProgram } from './types.ts';

/** recompensas/programas: every programme with the customer's progress. */
export async function fetchPrograms(): Promise<RewardProgram[]> {
  return (await bank.call<{ programas: RewardProgram[] }>('recompensas/programas', { idioma: getLocale() }))
    .programas;
}

export const programsQuery = () => queryOptions({ queryKey: rewardsKeys.programs(), queryFn: fetchPrograms });

export function usePrograms() {
  return useQuery(programsQuery());
}
