import { bank } from '../../../lib/bank/bank.ts';
import { useCardMutation } from './use-card-mutation.ts';

/** cartao/excluir-cartao-virtual (this bank's path; the spec names none): the number dies. */
export async function deleteVirtualCard(cardKey: string): Promise<void> {
  await bank.call('cartao/excluir-cartao-virtual', { chaveDeCartao: cardKey });
}

export const useDeleteVirtualCard = () => useCardMutation(deleteVirtualCard);
