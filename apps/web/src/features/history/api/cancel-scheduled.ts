import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { ScheduledItem } from './get-scheduled.ts';

/** The Pix cancel counts as done only when the bank answers status 3 (wallet.md section 4, Scheduled items). */
const PIX_CANCELLED = 3;

export class ScheduleNotCancelled extends Error {
  constructor() {
    super('the schedule was not cancelled');
  }
}

/**
 * Cancels a scheduled item through its own kind's call (conta/consultar-agendamentos only lists them):
 * a Pix, a boleto, a TED, or a transfer between Carteira accounts. What is still to come is cancelled.
 */
export async function cancelScheduled(item: Pick<ScheduledItem, 'id' | 'kind' | 'typeCode'>): Promise<void> {
  const body = { idAgendamento: item.id };
  if (item.kind === 'pix') {
    const r = await bank.call<{ idStatus?: number }>('pix/operacao/cancelar-agendamento-pix', body);
    if (r.idStatus !== PIX_CANCELLED) throw new ScheduleNotCancelled();
  } else if (item.kind === 'boleto') {
    await bank.call('pagamento/cancelar-agendamento-boleto', body);
  } else if (item.typeCode === 1) {
    await bank.call('transferencias/excluir-agendamento-transferencia', body);
  } else {
    await bank.call('transferencias/cancelar-agendamento-ted', body);
  }
}

/** After a cancel, everything cached under the account (the scheduled items, the balance) is stale. */
export function useCancelScheduled() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['history', 'cancel-scheduled'],
    mutationFn: cancelScheduled,
    onSettled: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
