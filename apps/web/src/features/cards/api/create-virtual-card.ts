import { bank } from '../../../lib/bank/bank.ts';
import { type Card, toCard, type WireCard } from './card-wire.ts';
import { useCardMutation } from './use-card-mutation.ts';

/** cartao/solicitar-cartao-virtual: a virtual card, usable at once (one at a time). */
export async function createVirtualCard(): Promise<Card> {
  const r = await bank.call<{ cartao: WireCard }>('cartao/solicitar-cartao-virtual');
  return toCard(r.cartao);
}

export const useCreateVirtualCard = () => useCardMutation(createVirtualCard);
