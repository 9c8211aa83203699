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

/** A TED schedule as the app shows it: who, the next (or last) payment, and each payment. */
export interface TedScheduleItem {
  id: string;
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

/** transferencias/consultar-agendamentos-ted: the schedules with a payment to come first, the next first. */
export async function fetchTedSchedules(): Promise<TedScheduleItem[]> {
  const r = await bank.call<{ agendamentos: WireSchedule[] }>('transferencias/consultar-agendamentos-ted');
  return r.agendamentos.map(toItem);
}

export interface TedScheduleEdit {
  id: string;
  pin: string;
  amount?: Centavos | undefined;
  /** The next payment's new day; the later ones follow a month apart. */
  date?: IsoDate | undefined;
}

/** transferencias/alterar-agendamento-ted: a new amount or next day for the payments still to come (PIN). */
export async function editTedSchedule(edit: TedScheduleEdit): Promise<void> {
  await bank.call('transferencias/alterar-agendamento-ted', {
    idAgendamento: edit.id,
    pin: edit.pin,
    ...(edit.amount !== undefined ? { novoValor: toReais(edit.amount) } : {}),
    ...(edit.date !== undefined ? { novaDataAgendamento: edit.date } : {}),
  });
}

/** transferencias/cancelar-agendamento-ted: the payments still to come are cancelled. */
export async function cancelTedSchedule(id: string): Promise<void> {
  await bank.call('transferencias/cancelar-agendamento-ted', { idAgendamento: id });
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
