import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';

/**
 * token/gerar-2fa-cancelamento-de-conta-multipla: a code by SMS; the phone comes back as a 9-character
 * trailing mask ("*****4321", wallet.md section 9).
 */
export async function requestCancelCode(): Promise<{ phone: string }> {
  const r = await bank.call<{ celularMascarado: string }>('token/gerar-2fa-cancelamento-de-conta-multipla', {
    chaveDeConta: sessionStore.get()?.accountKey,
  });
  return { phone: r.celularMascarado };
}

export function useRequestCancelCode() {
  return useMutation({ mutationKey: ['account-state', 'cancel-code'], mutationFn: requestCancelCode });
}
