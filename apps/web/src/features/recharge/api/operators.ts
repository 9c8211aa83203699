import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { rechargeKeys } from './keys.ts';

export interface Operator {
  id: string;
  name: string;
}

interface OperatorsWire {
  provedores: Array<{ provedorId: string; nome: string }>;
}

/** recarga/consultar-provedores-celular: the operators of the DDD, Vivo, Claro, Tim and Oi first. */
export async function fetchOperators(ddd: string): Promise<Operator[]> {
  const r = await bank.call<OperatorsWire>('recarga/consultar-provedores-celular', { ddd });
  return r.provedores.map((p) => ({ id: p.provedorId, name: p.nome }));
}

export const operatorsQuery = (ddd: string) =>
  queryOptions({
    queryKey: rechargeKeys.operators(ddd),
    queryFn: () => fetchOperators(ddd),
    staleTime: 600_000,
  });

export function useOperators(ddd: string) {
  return useQuery(operatorsQuery(ddd));
}
