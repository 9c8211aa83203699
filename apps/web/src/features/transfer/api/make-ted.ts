import { stripCnpj } from '@carteira/core/br';
import { fromReais, toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { TedOrder, TedResult } from '../flow/transfer-flow.ts';

interface WireTed {
  idTransacao: string;
  statusTransferencia: 'EFETIVADA' | 'DEVOLVIDA';
  valor: number;
  dataEfetivacao: string;
  motivoDevolucao?: string;
}

interface WireSchedule {
  idAgendamento: string;
  valor: number;
  dataAgendamento: string;
  numeroRecorrencias: number;
}

/**
 * transferencias/efetuar-ted, or transferencias/efetuar-agendamento-ted for a chosen day, once or
 * monthly (idempotent, keyed by the call's idempotency key).
 */
export async function makeTed(order: TedOrder & { pin: string }): Promise<TedResult> {
  const description = order.description.trim();
  const body = {
    pin: order.pin,
    valor: toReais(order.amount),
    banco: order.ted.institution.ispb,
    agencia: order.ted.agency,
    conta: order.ted.account,
    tipoConta: order.ted.accountType,
    nome: order.ted.name.trim(),
    identificacaoFiscal: stripCnpj(order.ted.taxId),
    ...(description ? { descricao: description } : {}),
  };
  if (order.schedule) {
    const s = await bank.call<WireSchedule>('transferencias/efetuar-agendamento-ted', {
      ...body,
      dataAgendamento: order.schedule.on,
      numeroRecorrencias: order.schedule.payments,
    });
    return {
      status: 'scheduled',
      id: s.idAgendamento,
      amount: fromReais(s.valor),
      on: s.dataAgendamento,
      payments: s.numeroRecorrencias,
    };
  }
  const r = await bank.call<WireTed>('transferencias/efetuar-ted', body);
  return r.statusTransferencia === 'DEVOLVIDA'
    ? {
        status: 'returned',
        id: r.idTransacao,
        amount: fromReais(r.valor),
        at: r.dataEfetivacao,
        reason: r.motivoDevolucao ?? '',
      }
    : { status: 'sent', id: r.idTransacao, amount: fromReais(r.valor), at: r.dataEfetivacao };
}

export function useMakeTed() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['transfer', 'ted'],
    mutationFn: makeTed,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
