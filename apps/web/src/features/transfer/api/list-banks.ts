import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import type { Institution } from '../flow/transfer-flow.ts';
import { transferKeys } from './keys.ts';

interface WireBank {
  codigo: string;
  ispb: string;
  nome: string;
}

/** banco/consultar-bancos: this bank first, then the others (never code 213); the page searches it. */
export async function listBanks(): Promise<Institution[]> {
  const r = await bank.call<{ bancos: WireBank[] }>('banco/consultar-bancos');
  return r.bancos.map((b) => ({ code: b.codigo, ispb: b.ispb, name: b.nome }));
}

export const banksQuery = () =>
  queryOptions({ queryKey: transferKeys.banks(), queryFn: listBanks, staleTime: 60 * 60_000 });

export function useBanks() {
  return useQuery(banksQuery());
}
