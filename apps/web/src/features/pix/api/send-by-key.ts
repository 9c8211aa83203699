import { type Centavos, toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { PixReceipt } from '../flow/pay-flow.ts';
import { toReceipt, type WireOrder } from './pix-order.ts';

export interface KeyOrder {
  pin: string;
  amount: Centavos;
  key: string;
  /** The look-up's end-to-end id, when the payee came from a look-up. */
  endToEnd?: string | undefined;
}

/** pix/operacao/enviar-ordem-pagamento-por-chave (keyed by its idempotency key). */
export async function sendByKey(order: KeyOrder): Promise<PixReceipt> {
  const r = await bank.call<WireOrder>('pix/operacao/enviar-ordem-pagamento-por-chave', {
    pin: order.pin,
    valor: toReais(order.amount),
    chave: order.key,
    ...(order.endToEnd ? { endToEnd: order.endToEnd } : {}),
  });
  return toReceipt(r);
}

/** After a payment every cached figure of the account (balance, statement) is stale. */
export function useSendByKey() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'send-by-key'],
    mutationFn: sendByKey,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
