import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { TedSchedule } from '../flow/ted-schedule-rules.ts';
import type { TransferResult, TransferScheduled } from '../flow/transfer-flow.ts';

export interface TransferOrder {
  pin: string;
  amount: Centavos;
  agency: string;
  account: string;
  description: string;
}

interface WireResult {
  idTransacao: string;
  idComprovante: string;
  status: string;
  valor: number;
  dataHora: string;
}

/** transferencias/efetuar-transferencia-entre-contas-arbi: moves the money (keyed by its idempotency key). */
export async function makeTransfer(order: TransferOrder): Promise<TransferResult> {
  const description = order.description.trim();
  const r = await bank.call<WireResult>('transferencias/efetuar-transferencia-entre-contas-arbi', {
    pin: order.pin,
    valor: toReais(order.amount),
    agenciaDestino: order.agency,
    contaDestino: order.account,
    ...(description ? { descricao: description } : {}),
  });
  return {
    transactionId: r.idTransacao,
    receiptId: r.idComprovante,
    amount: fromReais(r.valor),
    at: r.dataHora,
  };
}

interface WireSchedule {
  idAgendamento: string;
  valor: number;
  dataAgendamento: string;
  numeroRecorrencias: number;
}

/**
 * transferencias/efetuar-agendamento-transferencia: the transfer for a working day, once or monthly
 * (`numeroOcorrencias` payments); the bank moves each on its day.
 */
export async function scheduleTransfer(
  order: TransferOrder & { schedule: TedSchedule },
): Promise<TransferScheduled> {
  const description = order.description.trim();
  const r = await bank.call<WireSchedule>('transferencias/efetuar-agendamento-transferencia', {
    pin: order.pin,
    valor: toReais(order.amount),
    agenciaDestino: order.agency,
    contaDestino: order.account,
    dataAgendamento: order.schedule.on,
    numeroOcorrencias: order.schedule.payments,
    ...(description ? { descricao: description } : {}),
  });
  return {
    id: r.idAgendamento,
    amount: fromReais(r.valor),
    on: r.dataAgendamento,
    payments: r.numeroRecorrencias,
  };
}

/** After a transfer every cached figure of the account (balance, statement) is stale. */
export function useMakeTransfer() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['transfer', 'make'],
    mutationFn: makeTransfer,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}

/** A scheduled transfer: the account's schedules (under its scope) are stale. */
export function useScheduleTransfer() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['transfer', 'schedule'],
    mutationFn: scheduleTransfer,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
