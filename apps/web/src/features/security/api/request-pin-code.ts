import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import type { CodeChannel } from './request-password-code.ts';

/** token/gerar-2fa-alteracao-pin-conta: second-factor type 2 is SMS, 3 e-mail (cross-cutting.md section 9). */
export async function requestPinCode(channel: CodeChannel): Promise<{ destination: string }> {
  const r = await bank.call<{ destinoMascarado: string }>('token/gerar-2fa-alteracao-pin-conta', {
    chaveDeConta: sessionStore.get()?.accountKey,
    tipoSegundoFator: channel === 'sms' ? 2 : 3,
  });
  return { destination: r.destinoMascarado };
}

export function useRequestPinCode() {
  return useMutation({ mutationKey: ['security', 'pin-code'], mutationFn: requestPinCode });
}
