import { bank } from '../../../lib/bank/bank.ts';
import type { WireCard } from './card-wire.ts';
import { type SecondCopy, toOrderedCard } from './order-second-copy.ts';
import { useCardMutation } from './use-card-mutation.ts';

export interface FirstCardInput {
  cep: string;
  number: string;
  complement: string;
}

/** cartao/solicitar-cartao-fisico: the account's first physical card, delivered to the address. */
export async function orderFirstCard(input: FirstCardInput): Promise<SecondCopy> {
  const r = await bank.call<{ cartao: WireCard; enderecoEntrega: Record<string, string> }>(
    'cartao/solicitar-cartao-fisico',
    {
      cep: input.cep,
      numero: input.number,
      ...(input.complement.trim() ? { complemento: input.complement.trim() } : {}),
    },
  );
  return toOrderedCard(r);
}

export const useOrderFirstCard = () => useCardMutation(orderFirstCard);
