import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { cardQueryKeys } from './keys.ts';

/** Which cards the account may still ask for. */
export interface CardOffer {
  /** A first physical card (the account never had one). */
  physical: boolean;
  /** A virtual card (none alive). */
  virtual: boolean;
}

/** cartao/consultar-cartoes-disponiveis-para-conta: whether the account may still ask for each card. */
export async function fetchCardOffer(): Promise<CardOffer> {
  const r = await bank.call<{ cartaoVirtual: boolean; cartaoFisico: boolean }>(
    'cartao/consultar-cartoes-disponiveis-para-conta',
  );
  return { physical: r.cartaoFisico === true, virtual: r.cartaoVirtual === true };
}

export function useCardOffer() {
  const session = useSession();
  return useQuery({
    queryKey: cardQueryKeys.offer(session?.clientKey ?? ''),
    queryFn: fetchCardOffer,
    enabled: session !== null,
  });
}
