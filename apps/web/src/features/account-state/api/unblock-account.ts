import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { accountStateKeys } from './keys.ts';

/** gestao-contas/conta-corrente/desbloquear: the selfie (base64 JPEG) lifts a block the customer asked for. */
export async function unblockAccount(selfie: string): Promise<{ statusId: number }> {
  const r = await bank.call<{ idStatusConta: number }>('gestao-contas/conta-corrente/desbloquear', {
    chaveDeConta: sessionStore.get()?.accountKey,
    imagem: selfie,
  });
  return { statusId: r.idStatusConta };
}

export function useUnblockAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['account-state', 'unblock'],
    mutationFn: unblockAccount,
    onSettled: () => client.invalidateQueries({ queryKey: accountStateKeys.all }),
  });
}
