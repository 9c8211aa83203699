import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { ReturnReceipt } from '../flow/return-flow.ts';

/** Pix return reason: the customer who received it gives it back (wallet.md section 9). */
export const PIX_RETURN_REASON = 7;

export interface ReturnOrder {
  pin: string;
  transactionId: string;
  amount: Centavos;
}

interface WireReturn {
  valorOperacao: number;
  idTransacao: string;
  endToEnd: string;
  dataHora: string;
  valorDisponivelDevolucao: number;
}

/** pix/operacao/enviar-ordem-devolucao (idempotent): 40074 above what is left, 40075 not returnable. */
export async function returnPix(order: ReturnOrder): Promise<ReturnReceipt> {
  const r = await bank.call<WireReturn>('pix/operacao/enviar-ordem-devolucao', {
    pin: order.pin,
    idTransacao: order.transactionId,
    valor: toReais(order.amount),
    motivo: PIX_RETURN_REASON,
  });
  return {
    transactionId: r.idTransacao,
    endToEnd: r.endToEnd,
    amount: fromReais(r.valorOperacao),
    at: r.dataHora,
    left: fromReais(r.valorDisponivelDevolucao),
  };
}

export function useReturnPix() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'return'],
    mutationFn: returnPix,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
