import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { portabilityKeys } from './keys.ts';

export interface PayrollBank {
  code: string;
  name: string;
}

/** banco/consultar-bancos: the payroll bank is chosen from the bank list (this bank left out: 999). */
export async function listPayrollBanks(): Promise<PayrollBank[]> {
  const r = await bank.call<{ bancos: { codigo: string; nome: string }[] }>('banco/consultar-bancos');
  return r.bancos.filter((b) => b.codigo !== '999').map((b) => ({ code: b.codigo, name: b.nome }));
}

export function usePayrollBanks() {
  return useQuery(
    queryOptions({ queryKey: portabilityKeys.banks(), queryFn: listPayrollBanks, staleTime: 60 * 60_000 }),
  );
}
