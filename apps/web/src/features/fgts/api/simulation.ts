import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { fgtsKeys } from './keys.ts';
import type { Simulation } from './types.ts';

/** GET conta/antecipacao/fgts/simulacao-autorizadora: the largest advance, or the requested one. */
export function fetchSimulation(accountKey: string, requested?: number): Promise<Simulation> {
  return bank.call<Simulation>(
    'conta/antecipacao/fgts/simulacao-autorizadora',
    { chaveDeConta: accountKey, ...(requested === undefined ? {} : { valorSolicitado: requested }) },
    { method: 'GET' },
  );
}

export const simulationQuery = (accountKey: string, requested?: number) =>
  queryOptions({
    queryKey: fgtsKeys.simulation(accountKey, requested),
    queryFn: () => fetchSimulation(accountKey, requested),
    staleTime: 0,
    retry: false,
  });

export function useSimulation(requested?: number) {
  const accountKey = sessionStore.get()?.accountKey ?? '';
  return useQuery({ ...simulationQuery(accountKey, requested), enabled: accountKey !== '' });
}
