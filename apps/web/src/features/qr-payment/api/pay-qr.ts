import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';

export interface QrPayOrder {
  pin: string;
  code: string;
  amount: Centavos;
}

export interface QrPaid {
  transactionId: string;
  authentication: string;
  amount: Centavos;
  at: string;
  merchant: string;
}

interface PaidWire {
  idTransacao: string;
  autenticacao: string;
  valor: number;
  dataHora: string;
  estabelecimento: string;
}

/** dimoqrcode/efetuar-pagamento: paid from the balance by PIN, once. */
export async function payQr(order: QrPayOrder): Promise<QrPaid> {
  const r = await bank.call<PaidWire>('dimoqrcode/efetuar-pagamento', {
    pin: order.pin,
    qrCode: order.code,
    valor: toReais(order.amount),
  });
  return {
    transactionId: r.idTransacao,
    authentication: r.autenticacao,
    amount: fromReais(r.valor),
    at: r.dataHora,
    merchant: r.estabelecimento,
  };
}

/** After a payment the balance and the statement are stale. */
export function usePayQr() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['qrPayment', 'pay'],
    mutationFn: payQr,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
