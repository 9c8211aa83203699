import { type Centavos, fromReais } from '@carteira/core/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { homeKeys } from './keys.ts';

/** conta/consultar-saldo: the account balance in centavos. */
export async function getBalance(): Promise<Centavos> {
  const { saldo } = await bank.call<{ saldo: number }>('conta/consultar-saldo');
  return fromReais(saldo);
}

export const balanceQueryOptions = (accountKey: string) =>
  queryOptions({ queryKey: homeKeys.balance(accountKey), queryFn: getBalance });

export function useBalance() {
  const session = useSession();
  return useQuery({ ...balanceQueryOptions(session?.accountKey ?? ''), enabled: session !== null });
}
