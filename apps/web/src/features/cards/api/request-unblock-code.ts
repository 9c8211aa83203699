import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';

/** token/gerar-2fa-alteracao-pin-cartao: a one-time code by SMS to unblock the card that arrived. */
export async function requestUnblockCode(cardKey: string): Promise<{ maskedDestination: string }> {
  const r = await bank.call<{ destinoMascarado: string }>('token/gerar-2fa-alteracao-pin-cartao', {
    chaveDeCartao: cardKey,
    tipoSegundoFator: 2,
  });
  return { maskedDestination: r.destinoMascarado };
}

export const useRequestUnblockCode = () =>
  useMutation({ mutationKey: ['cards', 'unblock-code'], mutationFn: requestUnblockCode });
