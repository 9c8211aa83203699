import type { IsoDate } from '@carteira/core/calendar';
import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { transferKeys } from './keys.ts';

export type TedPaymentStatus = 'scheduled' | 'sent' | 'failed' | 'cancelled';

export interface TedPayment {
  number: number;
  date: IsoDate;
  amount: Centavos;
  status: TedPaymentStatus;
}

/** 'ted': to another bank; 'internal': to another Carteira account (tipoAgendamentoEnum 2 and 1). */
export type TransferScheduleKind = 'ted' | 'internal';

/** A transfer schedule as the app shows it: who, the next (or last) payment, and each payment. */
export interface TedScheduleItem {
  id: string;
  kind: TransferScheduleKind;
  /** A payment is still to come. */
  active: boolean;
  status: TedPaymentStatus;
  name: string;
  bank: string;
  agency: string;
  account: string;
  amount: Centavos;
  date: IsoDate;
  payments: TedPayment[];
}

interface WirePayment {
  numero: number;
  dataPagamento: string;
  valor: number;
  status: string;
}

interface WireSchedule {
  idAgendamento: string;
  tipoAgendamentoEnum: number;
  statusDescricao: string;
  valor: number;
  dataAgendamento: string;
  banco?: string;
  agenciaDestino: string;
  contaDestino: string;
  nome: string;
  ocorrencias: WirePayment[];
}

const STATUS: Readonly<Record<string, TedPaymentStatus>> = {
  AGENDADA: 'scheduled',
  EFETIVADA: 'sent',
  FALHOU: 'failed',
  CANCELADA: 'cancelled',
};

const statusOf = (text: string): TedPaymentStatus => STATUS[text] ?? 'cancelled';

function toItem(s: WireSchedule): TedScheduleItem {
  return {
    id: s.idAgendamento,
    kind: s.tipoAgendamentoEnum === 1 ? 'internal' : 'ted',
    active: s.statusDescricao === 'AGENDADA',
    status: statusOf(s.statusDescricao),
    name: s.nome,
    bank: s.banco ?? '',
    agency: s.agenciaDestino,
    account: s.contaDestino,
    amount: fromReais(s.valor),
    date: s.dataAgendamento,
    payments: s.ocorrencias.map((o) => ({
      number: o.numero,
      date: o.dataPagamento,
      amount: fromReais(o.valor),
      status: statusOf(o.status),
    })),
  };
}

/** Each kind's calls (wallet.md section 7: schedules internal and external; cancelar for a TED, excluir between accounts). */
const PATHS = {
  ted: {
    list: 'transferencias/consultar-agendamentos-ted',
    edit: 'transferencias/alterar-agendamento-ted',
    cancel: 'transferencias/cancelar-agendamento-ted',
  },
  internal: {
    list: 'transferencias/consultar-agendamentos-transferencia',
    edit: 'transferencias/alterar-agendamento-transferencia',
    cancel: 'transferencias/excluir-agendamento-transferencia',
  },
} as const;

/** Those with a payment to come first (the next first), then the finished ones (the latest first). */
export function sortSchedules(items: readonly TedScheduleItem[]): TedScheduleItem[] {
  return [...items].sort((a, b) => {
    if (a.active !== b.active) return a.active ? -1 : 1;
    return a.active ? a.date.localeCompare(b.date) : b.date.localeCompare(a.date);
  });
}

/** The TED schedules and those between Carteira accounts, in one list. */
export async function fetchTedSchedules(): Promise<TedScheduleItem[]> {
  const lists = await Promise.all(
    (['ted', 'internal'] as const).map((kind) =>
      bank.call<{ agendamentos: WireSchedule[] }>(PATHS[kind].list),
    ),
  );
  return sortSchedules(lists.flatMap((r) => r.agendamentos.map(toItem)));
}

export interface TedScheduleEdit {
  id: string;
  kind: TransferScheduleKind;
  pin: string;
  amount?: Centavos | undefined;
  /** The next payment's new day; the later ones follow a month apart. */
  date?: IsoDate | undefined;
}

/** alterar-agendamento-ted / -transferencia: a new amount or next day for the payments still to come (PIN). */
export async function editTedSchedule(edit: TedScheduleEdit): Promise<void> {
  await bank.call(PATHS[edit.kind].edit, {
    idAgendamento: edit.id,
    pin: edit.pin,
    ...(edit.amount !== undefined ? { novoValor: toReais(edit.amount) } : {}),
    ...(edit.date !== undefined ? { novaDataAgendamento: edit.date } : {}),
  });
}

/** cancelar-agendamento-ted / excluir-agendamento-transferencia: the payments still to come are cancelled. */
export async function cancelTedSchedule(item: { id: string; kind: TransferScheduleKind }): Promise<void> {
  await bank.call(PATHS[item.kind].cancel, { idAgendamento: item.id });
}

export function useTedSchedules() {
  const session = useSession();
  return useQuery({
    queryKey: transferKeys.tedSchedules(session?.accountKey ?? ''),
    queryFn: fetchTedSchedules,
    enabled: session !== null,
    staleTime: 0,
  });
}

function useScheduleMutation<T>(key: string, fn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['transfer', key],
    mutationFn: fn,
    onSettled: () => {
      if (session)
        void queryClient.invalidateQueries({ queryKey: transferKeys.tedSchedules(session.accountKey) });
    },
  });
}

export const useEditTedSchedule = () => useScheduleMutation('edit-ted-schedule', editTedSchedule);
export const useCancelTedSchedule = () => useScheduleMutation('cancel-ted-schedule', cancelTedSchedule);
