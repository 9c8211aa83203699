import { isCardOffered } from '@carteira/core/status';
import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { type Card, toCard, type WireCard } from './card-wire.ts';
import { cardQueryKeys } from './keys.ts';

/** cartao/consultar-cartoes-por-chave-conta: only unblocked or temporarily blocked cards are offered. */
export async function fetchCards(): Promise<Card[]> {
  const r = await bank.call<{ cartoes: WireCard[] | null }>('cartao/consultar-cartoes-por-chave-conta');
  return (r.cartoes ?? []).map(toCard).filter((c) => isCardOffered(c.group));
}

export function useCards() {
  const session = useSession();
  return useQuery({
    queryKey: cardQueryKeys.list(session?.clientKey ?? ''),
    queryFn: fetchCards,
    enabled: session !== null,
  });
}
