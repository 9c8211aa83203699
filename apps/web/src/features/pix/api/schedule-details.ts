import type { IsoDate } from '@carteira/core/calendar';
import { type Centavos, toReais } from '@carteira/core/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { pixKeys } from './keys.ts';

export type OccurrenceStatus = 'scheduled' | 'paid' | 'failed' | 'cancelled';

/** One payment of a schedule: its number, due date and what became of it. */
export interface Occurrence {
  number: number;
  date: IsoDate;
  status: OccurrenceStatus;
}

interface WireOccurrence {
  numero: number;
  dataPagamento: string;
  status: string;
}

const STATUS: Readonly<Record<string, OccurrenceStatus>> = {
  AGENDADA: 'scheduled',
  EFETIVADA: 'paid',
  FALHOU: 'failed',
};

/** pix/operacao/obter-agendamento-pix: a schedule's payments, one by one. */
export async function getScheduleOccurrences(id: string): Promise<Occurrence[]> {
  const r = await bank.call<{ ocorrencias?: WireOccurrence[] }>('pix/operacao/obter-agendamento-pix', {
    idAgendamento: id,
  });
  return (r.ocorrencias ?? []).map((o) => ({
    number: o.numero,
    date: o.dataPagamento,
    status: STATUS[o.status] ?? 'cancelled',
  }));
}

export interface ScheduleEdit {
  id: string;
  pin: string;
  amount?: Centavos | undefined;
  /** The next payment's new date; the later ones follow a month apart. */
  date?: IsoDate | undefined;
}

/** pix/operacao/alterar-agendamento-pix-chave: a new amount or date for the payments still to come. */
export async function editSchedule(edit: ScheduleEdit): Promise<void> {
  await bank.call('pix/operacao/alterar-agendamento-pix-chave', {
    idAgendamento: edit.id,
    pin: edit.pin,
    ...(edit.amount !== undefined ? { valor: toReais(edit.amount) } : {}),
    ...(edit.date !== undefined ? { dataPagamento: edit.date } : {}),
  });
}

export function useScheduleOccurrences(id: string | null) {
  const session = useSession();
  return useQuery({
    queryKey: [...pixKeys.schedules(session?.accountKey ?? ''), 'occurrences', id ?? ''],
    queryFn: () => getScheduleOccurrences(id ?? ''),
    enabled: session !== null && id !== null,
  });
}

export function useEditSchedule() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'edit-schedule'],
    mutationFn: editSchedule,
    onSettled: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: pixKeys.schedules(session.accountKey) });
    },
  });
}
