import { bank } from '../../../lib/bank/bank.ts';
import { useCardMutation } from './use-card-mutation.ts';

/** cartao/desbloquear-cartao-pedido-cliente: undoes a temporary block. */
export async function unblockCard(cardKey: string): Promise<void> {
  await bank.call('cartao/desbloquear-cartao-pedido-cliente', { chaveDeCartao: cardKey });
}

export const useUnblockCard = () => useCardMutation(unblockCard);
