import { type Centavos, toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { PixReceipt, QrReading } from '../flow/pay-flow.ts';
import { toReceipt, type WireOrder } from './pix-order.ts';

export interface QrOrder {
  pin: string;
  amount: Centavos;
  /** The bank's reading of the code (processar-qrcode). */
  reading: QrReading;
  /** The static code's key; null for a charge's dynamic code. */
  key: string | null;
}

/**
 * pix/operacao/enviar-ordem-pagamento-por-qrcode (keyed by its idempotency key), with the spec's payload:
 * the reading's end-to-end id and its echo (type, key, reference) and the amount, not the code itself.
 */
export async function payQrCode(order: QrOrder): Promise<PixReceipt> {
  const r = await bank.call<WireOrder>('pix/operacao/enviar-ordem-pagamento-por-qrcode', {
    pin: order.pin,
    endToEnd: order.reading.endToEnd,
    tipoQRCode: order.reading.qrType,
    chaveEnderecamento: order.key,
    referenciaInterna: order.reading.reference,
    valorOperacao: toReais(order.amount),
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
