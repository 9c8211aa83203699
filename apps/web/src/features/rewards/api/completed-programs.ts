import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { rewardsKeys } from './keys.ts';
import type { RewardProgram } from './types.ts';

/** recompensas/programas-concluidos. */
export async function fetchCompletedPrograms(): Promise<RewardProgram[]> {
  return (await bank.call<{ programas: RewardProgram[] }>('recompensas/programas-concluidos', {})).programas;
}

export function useCompletedPrograms() {
  return useQuery({ queryKey: rewardsKeys.completed(), queryFn: fetchCompletedPrograms });
}
