import { bank } from '../../../lib/bank/bank.ts';
import { useCardMutation } from './use-card-mutation.ts';

export interface ArrivalInput {
  cardKey: string;
  /** MMYY or MM/YY. */
  expiry: string;
  cvv: string;
  pin: string;
  pinAgain: string;
  /** The one-time code sent by SMS. */
  code: string;
}

/** cartao/desbloquear-cartao-emissao-sync-senha-conta: the card that arrived, with the account PIN. */
export async function unblockArrivedCard(input: ArrivalInput): Promise<void> {
  await bank.call('cartao/desbloquear-cartao-emissao-sync-senha-conta', {
    chaveDeCartao: input.cardKey,
    dataExpiracao: input.expiry,
    cvv: input.cvv,
    senha: input.pin,
    confirmacaoSenha: input.pinAgain,
    token: input.code,
  });
}

export const useUnblockArrivedCard = () => useCardMutation(unblockArrivedCard);
