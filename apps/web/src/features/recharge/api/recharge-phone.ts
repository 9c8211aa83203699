import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';

export interface RechargeOrder {
  pin: string;
  ddd: string;
  number: string;
  operatorId: string;
  amount: Centavos;
}

export interface RechargeOutcome {
  /** CONFIRMADA: the operator topped up; ESTORNADA: it refused and the amount came back to the account. */
  status: 'CONFIRMADA' | 'ESTORNADA';
  transactionId: string;
  authentication: string;
  amount: Centavos;
  at: string;
  operator: string;
  ddi: string;
  ddd: string;
  number: string;
  operatorProtocol: string | null;
}

interface RechargeWire {
  status: 'CONFIRMADA' | 'ESTORNADA';
  idTransacao: string;
  autenticacao: string;
  valor: number;
  dataHora: string;
  operadora: string;
  ddi: string;
  ddd: string;
  numero: string;
  protocoloOperadora?: string;
}

/** recarga/recarregar-celular (DDI 55). */
export async function rechargePhone(order: RechargeOrder): Promise<RechargeOutcome> {
  const r = await bank.call<RechargeWire>('recarga/recarregar-celular', {
    pin: order.pin,
    ddi: '55',
    ddd: order.ddd,
    numero: order.number,
    provedorId: order.operatorId,
    valor: toReais(order.amount),
  });
  return {
    status: r.status,
    transactionId: r.idTransacao,
    authentication: r.autenticacao,
    amount: fromReais(r.valor),
    at: r.dataHora,
    operator: r.operadora,
    ddi: r.ddi,
    ddd: r.ddd,
    number: r.numero,
    operatorProtocol: r.protocoloOperadora ?? null,
  };
}

/** After a recharge the balance and the statement are stale (a refused one moved money twice). */
export function useRechargePhone() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['recharge', 'pay'],
    mutationFn: rechargePhone,
    onSettled: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
