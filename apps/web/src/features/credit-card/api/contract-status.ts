import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { creditCardKeys } from './keys.ts';

/** cartao-garantia/contratacao/situacao: whether the customer already holds the card. */
export async function fetchContracted(): Promise<boolean> {
  const r = await bank.call<{ situacao: string }>('cartao-garantia/contratacao/situacao');
  return r.situacao === 'CONTRATADO';
}

export function useContracted() {
  const session = useSession();
  return useQuery({
    queryKey: creditCardKeys.status(session?.clientKey ?? ''),
    queryFn: fetchContracted,
    enabled: session !== null,
  });
}
