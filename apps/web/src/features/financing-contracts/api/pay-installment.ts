import { type Centavos, fromReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';

export interface InstallmentPayment {
  contractId: string;
  number: number;
  pin: string;
}

interface WireInstallmentPayment {
  idContrato: string;
  numParcela: number;
  valor: number;
  idTransacao: string;
  statusContrato: string;
  dataHora: string;
}

export interface PaidInstallment {
  number: number;
  amount: Centavos;
  contractStatus: string;
}

/**
 * financiamento/mobile/contas/contratos/parcelas/debito-em-conta (keyed by its idempotency key): one
 * instalment, the next open one or an overdue one, from the account balance. 10007 wrong PIN, 10008
 * blocked, 17000 insufficient balance, 40980 not payable now (already paid, or an earlier one open).
 */
export async function payInstallment(order: InstallmentPayment): Promise<PaidInstallment> {
  const r = await bank.call<WireInstallmentPayment>(
    'financiamento/mobile/contas/contratos/parcelas/debito-em-conta',
    { idContrato: order.contractId, numParcela: order.number, pin: order.pin },
  );
  return { number: r.numParcela, amount: fromReais(r.valor), contractStatus: r.statusContrato };
}

/** Pays, then refreshes everything under the account: balance, contracts and their instalments. */
export function usePayInstallment() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['financing-contracts', 'pay-installment'],
    mutationFn: payInstallment,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
