import { type Centavos, fromReais } from '@carteira/core/money';
import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { balanceScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';

/** conta/consultar-saldo: shown beside the balance method. */
export async function getAccountBalance(): Promise<Centavos> {
  const { saldo } = await bank.call<{ saldo: number }>('conta/consultar-saldo');
  return fromReais(saldo);
}

export function useAccountBalance() {
  const session = useSession();
  return useQuery({
    queryKey: balanceScope(session?.accountKey ?? ''),
    queryFn: getAccountBalance,
    enabled: session !== null,
  });
}
