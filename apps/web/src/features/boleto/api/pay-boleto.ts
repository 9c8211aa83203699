import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import { type BoletoSchedule, type BoletoScheduleWire, scheduleFromWire } from './boleto-wire.ts';

export interface PayOrder {
  pin: string;
  line: string;
  amount: Centavos;
  /** A later working day to schedule it for; none to pay now (or on the next working day after the cut-off). */
  date: string | null;
  dueDate: string | null;
}

export interface BoletoPaid {
  kind: 'paid';
  transactionId: string;
  authentication: string;
  amount: Centavos;
  at: string;
  line: string;
}

export type PayOutcome = BoletoPaid | { kind: 'scheduled'; schedule: BoletoSchedule };

interface PaidWire {
  status: 'EFETIVADO';
  idTransacao: string;
  autenticacao: string;
  valor: number;
  dataHora: string;
  linhaDigitavel: string;
}

/** pagamento/pagar-boleto: paid now, or scheduled for the next working day (the review said which). */
export async function payBoleto(order: PayOrder): Promise<PayOutcome> {
  const r = await bank.call<PaidWire | (BoletoScheduleWire & { status: 'AGENDADO' })>(
    'pagamento/pagar-boleto',
    {
      pin: order.pin,
      linhaDigitavel: order.line,
      valor: toReais(order.amount),
      dataVencimento: order.dueDate,
      gerarImpressao: true,
      ...(order.date ? { dataPagamento: order.date } : {}),
    },
  );
  if (r.status === 'AGENDADO') return { kind: 'scheduled', schedule: scheduleFromWire(r) };
  return {
    kind: 'paid',
    transactionId: r.idTransacao,
    authentication: r.autenticacao,
    amount: fromReais(r.valor),
    at: r.dataHora,
    line: r.linhaDigitavel,
  };
}

/** After a payment the balance, the statement and the scheduled list are stale. */
export function usePayBoleto() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['boleto', 'pay'],
    mutationFn: payBoleto,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
