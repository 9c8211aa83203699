import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';

export interface BalanceDownPayment {
  pin: string;
  contractingKey: string;
}

interface WireDownPayment {
  chaveContratacao: string;
  valor: number;
  idTransacao: string;
  statusContratacao: string;
  dataHora: string;
}

/**
 * financiamento/mobile/entrada/debito-em-conta (keyed by its idempotency key): the down payment from
 * the account balance. 10007 wrong PIN, 10008 blocked, 17000 insufficient balance.
 */
export async function payDownPaymentByBalance(order: BalanceDownPayment): Promise<string> {
  const r = await bank.call<WireDownPayment>('financiamento/mobile/entrada/debito-em-conta', {
    pin: order.pin,
    chaveContratacao: order.contractingKey,
  });
  return r.statusContratacao;
}

export function usePayDownPaymentByBalance() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['financing-terms', 'pay-balance'],
    mutationFn: payDownPaymentByBalance,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
