import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import { type BoletoSchedule, type BoletoScheduleWire, scheduleFromWire } from './boleto-wire.ts';
import { boletoKeys } from './keys.ts';

/** pagamento/consultar-agendamento-boleto. */
export async function listSchedules(): Promise<BoletoSchedule[]> {
  const r = await bank.call<{ agendamentos: BoletoScheduleWire[] }>('pagamento/consultar-agendamento-boleto');
  return r.agendamentos.map(scheduleFromWire);
}

export const schedulesQuery = (accountKey: string) =>
  queryOptions({ queryKey: boletoKeys.schedules(accountKey), queryFn: listSchedules });

export function useBoletoSchedules() {
  const session = useSession();
  return useQuery({ ...schedulesQuery(session?.accountKey ?? ''), enabled: session !== null });
}

/** pagamento/cancelar-agendamento-boleto. */
export async function cancelSchedule(id: string): Promise<void> {
  await bank.call('pagamento/cancelar-agendamento-boleto', { idAgendamento: id });
}

export function useCancelSchedule() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['boleto', 'cancel-schedule'],
    mutationFn: cancelSchedule,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}

/** pagamento/alterar-agendamento-boleto: a new working day for a payment still waiting, with the PIN. */
export async function changeScheduleDate(change: { id: string; pin: string; date: string }): Promise<void> {
  await bank.call('pagamento/alterar-agendamento-boleto', {
    idAgendamento: change.id,
    pin: change.pin,
    dataPagamento: change.date,
  });
}

export function useChangeScheduleDate() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['boleto', 'change-schedule-date'],
    mutationFn: changeScheduleDate,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
