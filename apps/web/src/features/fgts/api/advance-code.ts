import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';

/** token/gerar-2fa-antecipacao-fgts: the SMS code that confirms the advance. */
export async function requestAdvanceCode(): Promise<{ phone: string }> {
  const r = await bank.call<{ celularMascarado: string }>('token/gerar-2fa-antecipacao-fgts', {
    chaveDeConta: sessionStore.get()?.accountKey,
  });
  return { phone: r.celularMascarado };
}

export function useRequestAdvanceCode() {
  return useMutation({ mutationKey: ['fgts', 'code'], mutationFn: requestAdvanceCode });
}
