import { normalizeStatus } from './normalize.ts';

/** Pix scheduled-list query statuses. */
export const PixScheduleQueryStatus = { Scheduled: 1, Cancelled: 3 } as const;

export type ScheduledPixState = 'active' | 'inactive';

/** A scheduled Pix with status 3 or 4 is cancelled or finished ('inactive'); any other is active. */
export function scheduledPixStateOf(statusId: number | null | undefined): ScheduledPixState {
  return statusId === 3 || statusId === 4 ? 'inactive' : 'active';
}

/** A schedule cancellation succeeded only if the returned status id is 3. */
export function isScheduleCancelConfirmed(statusId: number | null | undefined): boolean {
  return statusId === 3;
}

export type LimitChangeState = 'approved' | 'pending';

/** A Pix limit change is approved when its status is Aprovado, otherwise pending. */
export function pixLimitChangeStateOf(status: string | null | undefined): LimitChangeState {
  return normalizeStatus(status) === 'APROVADO' ? 'approved' : 'pending';
}

export type ScheduledKind = 'ted' | 'boleto' | 'pix';

/** Scheduled item kind from tipoAgendamentoEnum: 1 or 2 TED, 3 boleto, anything else Pix. */
export function scheduledKindOf(type: number | null | undefined): ScheduledKind {
  return type === 1 || type === 2 ? 'ted' : type === 3 ? 'boleto' : 'pix';
}
