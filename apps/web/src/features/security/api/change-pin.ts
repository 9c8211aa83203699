import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';

export interface PinChange {
  currentPin: string;
  newPin: string;
}

/** conta/trocar-pin-conta-sync-pin-cartoes: the current PIN, then the new one (cards follow it). */
export async function changePin({ currentPin, newPin }: PinChange): Promise<void> {
  await bank.call('conta/trocar-pin-conta-sync-pin-cartoes', {
    chaveDeConta: sessionStore.get()?.accountKey,
    pinAtual: currentPin,
    novoPin: newPin,
  });
}

export function useChangePin() {
  return useMutation({ mutationKey: ['security', 'pin-change'], mutationFn: changePin });
}
