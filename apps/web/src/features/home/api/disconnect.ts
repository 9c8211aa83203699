import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';

/** autenticar/desconectar: revokes the token. A failure does not keep the customer logged in. */
export async function disconnect(): Promise<void> {
  try {
    await bank.call('autenticar/desconectar');
  } catch {
    // the session is ended on this device anyway; the token expires on its own
  }
}

export function useDisconnect() {
  return useMutation({ mutationKey: ['auth', 'disconnect'], mutationFn: disconnect });
}
