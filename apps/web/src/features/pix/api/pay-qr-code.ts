import { type Centavos, toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { PixReceipt } from '../flow/pay-flow.ts';
import { toReceipt, type WireOrder } from './pix-order.ts';

export interface QrOrder {
  pin: string;
  qrCode: string;
  amount: Centavos;
}

/** pix/operacao/enviar-ordem-pagamento-por-qrcode (keyed by its idempotency key). */
export async function payQrCode(order: QrOrder): Promise<PixReceipt> {
  const r = await bank.call<WireOrder>('pix/operacao/enviar-ordem-pagamento-por-qrcode', {
    pin: order.pin,
    qrCode: order.qrCode,
    valor: toReais(order.amount),
  });
  return toReceipt(r);
}

export function usePayQrCode() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'pay-qr'],
    mutationFn: payQrCode,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
