import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import { type AtmWithdrawal, type AtmWithdrawalWire, withdrawalFromWire } from './atm-wire.ts';

export interface AtmWithdrawn extends AtmWithdrawal {
  withdrawalId: string;
  transactionId: string;
  authentication: string;
  at: string;
}

interface WithdrawnWire extends AtmWithdrawalWire {
  idSaque: string;
  idTransacao: string;
  autenticacao: string;
  dataHora: string;
}

/** saque/solicitar-saque-atm: the account debited, the ATM told to give the cash. */
export async function withdrawAtAtm(order: { pin: string; code: string }): Promise<AtmWithdrawn> {
  const w = await bank.call<WithdrawnWire>('saque/solicitar-saque-atm', {
    pin: order.pin,
    qrCode: order.code,
  });
  return {
    ...withdrawalFromWire(w),
    withdrawalId: w.idSaque,
    transactionId: w.idTransacao,
    authentication: w.autenticacao,
    at: w.dataHora,
  };
}

export function useWithdrawAtAtm() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['atm', 'withdraw'],
    mutationFn: withdrawAtAtm,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
