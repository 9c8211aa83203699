import type { AccountCancelReason } from '@carteira/core/status';
import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';

/** conta/cancelar-conta: the SMS code and the reason the customer chose. */
export async function cancelAccount(input: { code: string; reason: AccountCancelReason }): Promise<void> {
  await bank.call('conta/cancelar-conta', {
    chaveDeConta: sessionStore.get()?.accountKey,
    token: input.code,
    motivo: input.reason,
  });
}

export function useCancelAccount() {
  return useMutation({ mutationKey: ['account-state', 'cancel'], mutationFn: cancelAccount });
}
