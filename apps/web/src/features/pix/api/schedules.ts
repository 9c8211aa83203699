import type { IsoDate } from '@carteira/core/calendar';
import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { Schedule, ScheduledPix } from '../flow/pay-flow.ts';
import { pixKeys } from './keys.ts';

/** Schedule statuses (wallet.md: scheduled 1, cancelled 3; the bank adds 4 finished). */
export const SCHEDULE_ACTIVE = 1;
export const SCHEDULE_CANCELLED = 3;
export const SCHEDULE_FINISHED = 4;
const ONCE = 0;
const MONTHLY = 1;
/** Scheduled lists page size (wallet.md section 9). */
const SCHEDULES_PAGE_SIZE = 100;

interface WireSchedule {
  idAgendamento: string;
  idStatus: number;
  statusDescricao: string;
  valor: number;
  chave: string;
  tipoChave: string;
  nomeBeneficiario: string;
  instituicaoBeneficiario: string;
  descricao?: string | null;
  dataPagamento: string;
  recorrencia: number;
  numeroRecorrencias: number;
  numeroDeOcorrencias: number;
}

/** One scheduled Pix of the list. */
export interface ScheduleItem {
  id: string;
  status: 'active' | 'cancelled' | 'finished';
  amount: Centavos;
  key: string;
  keyType: string;
  payeeName: string;
  institution: string;
  nextDate: IsoDate;
  monthly: boolean;
  payments: number;
  paid: number;
}

function toItem(w: WireSchedule): ScheduleItem {
  return {
    id: w.idAgendamento,
    // 3 cancelled and 4 finished; anything else is active (wallet.md section 4)
    status:
      w.idStatus === SCHEDULE_CANCELLED
        ? 'cancelled'
        : w.idStatus === SCHEDULE_FINISHED
          ? 'finished'
          : 'active',
    amount: fromReais(w.valor),
    key: w.chave,
    keyType: w.tipoChave,
    payeeName: w.nomeBeneficiario,
    institution: w.instituicaoBeneficiario,
    nextDate: w.dataPagamento,
    monthly: w.recorrencia === MONTHLY,
    payments: w.numeroRecorrencias,
    paid: w.numeroDeOcorrencias,
  };
}

export interface ScheduleOrder {
  pin: string;
  key: string;
  amount: Centavos;
  schedule: Schedule;
}

/** pix/operacao/efetuar-agendamento-pix-chave (idempotent): 40013 unknown key, 40010 own account, 10007 PIN. */
export async function schedulePix(order: ScheduleOrder): Promise<ScheduledPix> {
  const monthly = order.schedule.months > 1;
  const r = await bank.call<WireSchedule>('pix/operacao/efetuar-agendamento-pix-chave', {
    pin: order.pin,
    chave: order.key,
    valor: toReais(order.amount),
    dataPagamento: order.schedule.date,
    recorrencia: monthly ? MONTHLY : ONCE,
    numeroRecorrencias: monthly ? order.schedule.months : 1,
  });
  return {
    id: r.idAgendamento,
    date: r.dataPagamento,
    amount: fromReais(r.valor),
    months: r.numeroRecorrencias,
    payeeName: r.nomeBeneficiario,
  };
}

/**
 * pix/operacao/consultar-agendamento-pix, every status: the scheduled ones next payment first, then the
 * finished and cancelled ones, newest first.
 */
export async function listSchedules(): Promise<ScheduleItem[]> {
  const r = await bank.call<{ agendamentos: WireSchedule[] }>('pix/operacao/consultar-agendamento-pix', {
    pagina: 1,
    tamanhoPagina: SCHEDULES_PAGE_SIZE,
  });
  return r.agendamentos.map(toItem);
}

/** The cancel counts as done only when the answer's status is 3 (wallet.md section 4). */
export class ScheduleNotCancelled extends Error {
  constructor() {
    super('schedule not cancelled');
    this.name = 'ScheduleNotCancelled';
  }
}

/** pix/operacao/cancelar-agendamento-pix: every pending payment of the schedule is cancelled. */
export async function cancelSchedule(id: string): Promise<void> {
  const r = await bank.call<{ idStatus: number }>('pix/operacao/cancelar-agendamento-pix', {
    idAgendamento: id,
  });
  if (r.idStatus !== SCHEDULE_CANCELLED) throw new ScheduleNotCancelled();
}

export function useSchedules() {
  const session = useSession();
  return useQuery({
    queryKey: pixKeys.schedules(session?.accountKey ?? ''),
    queryFn: listSchedules,
    enabled: session !== null,
  });
}

export function useSchedulePix() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'schedule'],
    mutationFn: schedulePix,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: pixKeys.schedules(session.accountKey) });
    },
  });
}

export function useCancelSchedule() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'cancel-schedule'],
    mutationFn: cancelSchedule,
    onSettled: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: pixKeys.schedules(session.accountKey) });
    },
  });
}
