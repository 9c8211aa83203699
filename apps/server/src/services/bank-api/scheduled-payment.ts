import type { IsoDate } from '@carteira/core/calendar';
import type { Centavos } from '@carteira/core/money';

/**
 * tipoAgendamentoEnum of the scheduled items (wallet.md, "Scheduled items": TED 1 or 2, boleto 3,
 * otherwise Pix). The Pix, boleto and TED modules each keep their own schedules; each exports its
 * active ones in this one shape, which the account module gathers for conta/consultar-agendamentos
 * and conta/consultar-lancamentos-futuros.
 */
export const SCHEDULE_KIND = { TED_INTERNAL: 1, TED: 2, BOLETO: 3, PIX: 4 } as const;
export type ScheduleKind = (typeof SCHEDULE_KIND)[keyof typeof SCHEDULE_KIND];

/** One payment still to come of a schedule. */
export interface PendingPayment {
  date: IsoDate;
  amount: Centavos;
}

/** An active schedule (one payment at least still to come), whatever its kind. */
export interface ScheduledPayment {
  id: string;
  kind: ScheduleKind;
  /** Still to come, the next first. */
  pending: readonly PendingPayment[];
  /** 0 once, 1 monthly. */
  recurrence: 0 | 1;
  /** Payments in the schedule, and those already made (sent or failed). */
  total: number;
  done: number;
  counterparty: string;
  createdAt: Date;
  updatedAt: Date;
  key?: string | undefined;
  agency?: string | undefined;
  account?: string | undefined;
  bank?: string | undefined;
  accountType?: number | undefined;
  line?: string | undefined;
  barcode?: string | undefined;
}
