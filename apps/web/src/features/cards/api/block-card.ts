import type { CardBlockReason } from '@carteira/core/status';
import { bank } from '../../../lib/bank/bank.ts';
import { useCardMutation } from './use-card-mutation.ts';

const PATHS: Record<CardBlockReason, string> = {
  temporary: 'cartao/bloquear-cartao-pedido-cliente',
  damaged: 'cartao/bloquear-cartao-danificado',
  stolen: 'cartao/bloquear-cartao-roubo',
  lost: 'cartao/bloquear-cartao-perda',
};

export interface BlockAnswer {
  permanent: boolean;
  canOrderCopy: boolean;
}

/** cartao/bloquear-cartao-*: temporary, or for good (damaged, stolen, lost). */
export async function blockCard(input: { cardKey: string; reason: CardBlockReason }): Promise<BlockAnswer> {
  const r = await bank.call<{ permanente: boolean; podeSolicitarSegundaVia: boolean }>(PATHS[input.reason], {
    chaveDeCartao: input.cardKey,
  });
  return { permanent: r.permanente, canOrderCopy: r.podeSolicitarSegundaVia };
}

export const useBlockCard = () => useCardMutation(blockCard);
