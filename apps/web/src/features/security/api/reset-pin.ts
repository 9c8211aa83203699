import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { inPasswordChange } from './password-context.ts';

export interface PinReset {
  password: string;
  code: string;
  newPin: string;
}

/** conta/alterar-pin-conta-por-token-sync-pin-cartoes: password, code and a new PIN; unblocks the PIN. */
export async function resetPin({ password, code, newPin }: PinReset): Promise<void> {
  try {
    await bank.call('conta/alterar-pin-conta-por-token-sync-pin-cartoes', {
      chaveDeConta: sessionStore.get()?.accountKey,
      senha: password,
      token: code,
      novoPin: newPin,
    });
  } catch (error) {
    throw inPasswordChange(error);
  }
}

export function useResetPin() {
  return useMutation({ mutationKey: ['security', 'pin-reset'], mutationFn: resetPin });
}
