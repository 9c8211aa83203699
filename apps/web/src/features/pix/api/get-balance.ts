import { type Centavos, fromReais } from '@carteira/core/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { pixKeys } from './keys.ts';

/** conta/consultar-saldo: the balance a Pix can spend, in centavos. */
export async function getBalance(): Promise<Centavos> {
  const { saldo } = await bank.call<{ saldo: number }>('conta/consultar-saldo');
  return fromReais(saldo);
}

export function usePixBalance(enabled = true) {
  const session = useSession();
  return useQuery({
    ...queryOptions({ queryKey: pixKeys.balance(session?.accountKey ?? ''), queryFn: getBalance }),
    enabled: enabled && session !== null,
  });
}
