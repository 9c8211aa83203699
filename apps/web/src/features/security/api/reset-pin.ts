import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';

export interface PinReset {
  password: string;
  code: string;
  newPin: string;
}

/**
 * conta/alterar-pin-conta-por-token-sync-pin-cartoes: password, code and a new PIN; unblocks the PIN.
 * 10007 here is the password, 23003 the code (the page says which).
 */
export async function resetPin({ password, code, newPin }: PinReset): Promise<void> {
  await bank.call('conta/alterar-pin-conta-por-token-sync-pin-cartoes', {
    chaveDeConta: sessionStore.get()?.accountKey,
    senha: password,
    token: code,
    novoPin: newPin,
  });
}

export function useResetPin() {
  return useMutation({ mutationKey: ['security', 'pin-reset'], mutationFn: resetPin });
}
