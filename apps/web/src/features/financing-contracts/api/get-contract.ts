import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { type Contract, toContract, type WireContract } from './contract.ts';
import { contractKeys } from './keys.ts';

/** financiamento/mobile/contas/contratos/detalhe: one contract of the account. */
export async function getContract(contractId: string): Promise<Contract> {
  return toContract(
    await bank.call<WireContract>('financiamento/mobile/contas/contratos/detalhe', {
      idContrato: contractId,
    }),
  );
}

export const contractQueryOptions = (accountKey: string, contractId: string) =>
  queryOptions({
    queryKey: contractKeys.detail(accountKey, contractId),
    queryFn: () => getContract(contractId),
  });

export function useContract(contractId: string) {
  const session = useSession();
  return useQuery({
    ...contractQueryOptions(session?.accountKey ?? '', contractId),
    enabled: session !== null,
  });
}
