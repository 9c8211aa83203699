import { type Centavos, fromReais } from '@carteira/core/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { rechargeKeys } from './keys.ts';

export interface RechargeProduct {
  name: string;
  amount: Centavos;
}

export interface OperatorAmounts {
  products: RechargeProduct[];
  max: Centavos;
}

interface AmountsWire {
  valores: Array<{ nomeProduto: string; valor: number }>;
  valorMaximo: number;
}

/** recarga/consultar-valores: the operator's fixed top-ups for the DDD (an empty list when it sells none). */
export async function fetchAmounts(ddd: string, operatorId: string): Promise<OperatorAmounts> {
  const r = await bank.call<AmountsWire>('recarga/consultar-valores', { ddd, provedorId: operatorId });
  return {
    products: r.valores.map((v) => ({ name: v.nomeProduto, amount: fromReais(v.valor) })),
    max: fromReais(r.valorMaximo),
  };
}

export const amountsQuery = (ddd: string, operatorId: string) =>
  queryOptions({
    queryKey: rechargeKeys.amounts(ddd, operatorId),
    queryFn: () => fetchAmounts(ddd, operatorId),
    staleTime: 600_000,
  });

export function useAmounts(ddd: string, operatorId: string) {
  return useQuery(amountsQuery(ddd, operatorId));
}
