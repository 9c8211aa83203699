import { bank } from '../../../lib/bank/bank.ts';
import { useCardMutation } from './use-card-mutation.ts';

/** cartao/alterar-senha: the card's current PIN, then its new one (only this card changes). */
export async function changeCardPin(input: { cardKey: string; currentPin: string; newPin: string }) {
  await bank.call('cartao/alterar-senha', {
    chaveDeCartao: input.cardKey,
    senhaAtual: input.currentPin,
    novaSenha: input.newPin,
  });
}

/** cartao/alterar-senha-por-token: the forgotten card PIN, with the SMS code and the new PIN twice. */
export async function changeCardPinByCode(input: { cardKey: string; code: string; newPin: string }) {
  await bank.call('cartao/alterar-senha-por-token', {
    chaveDeCartao: input.cardKey,
    token: input.code,
    novaSenha: input.newPin,
    confirmacaoSenha: input.newPin,
  });
}

/** cartao/desbloquear-cartao-por-senha-incorreta: the account PIN unblocks a card blocked for a wrong PIN. */
export async function unblockWrongPinCard(input: { cardKey: string; accountPin: string }) {
  await bank.call('cartao/desbloquear-cartao-por-senha-incorreta', {
    chaveDeCartao: input.cardKey,
    senha: input.accountPin,
  });
}

export const useChangeCardPin = () => useCardMutation(changeCardPin);
export const useChangeCardPinByCode = () => useCardMutation(changeCardPinByCode);
export const useUnblockWrongPinCard = () => useCardMutation(unblockWrongPinCard);
