import { isFinancingContractListed } from '@carteira/core/status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { type Contract, toContract, type WireContract } from './contract.ts';
import { contractKeys } from './keys.ts';

/** financiamento/mobile/contas/contratos: the account's contracts; only VIGENTE ones are listed. */
export async function listContracts(): Promise<Contract[]> {
  const { contratos } = await bank.call<{ contratos: WireContract[] }>(
    'financiamento/mobile/contas/contratos',
  );
  return (contratos ?? []).filter((c) => isFinancingContractListed(c.statusContrato)).map(toContract);
}

export const contractsQueryOptions = (accountKey: string) =>
  queryOptions({ queryKey: contractKeys.all(accountKey), queryFn: listContracts });

export function useContracts() {
  const session = useSession();
  return useQuery({ ...contractsQueryOptions(session?.accountKey ?? ''), enabled: session !== null });
}
