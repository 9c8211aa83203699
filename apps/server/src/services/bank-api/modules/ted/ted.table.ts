import type { ColumnType } from 'kysely';
import type { Timestamp } from '../ledger/ledger.table.ts';

export type TedStatus = 'ENVIADA' | 'DEVOLVIDA';

/** A TED sent to another bank: the movement out, and the return movement if the receiving bank gave it back. Centavos. */
export interface TedTransferTable {
  movement_id: string;
  account_id: string;
  bank_code: string;
  bank_ispb: string;
  bank_name: string;
  agencia: string;
  conta: string;
  /** 1 checking, 2 savings, 3 salary, 4 payment account. */
  account_type: number;
  holder_name: string;
  /** CPF (11 digits) or CNPJ (14 characters, letters allowed). */
  holder_tax_id: string;
  amount: number;
  status: TedStatus;
  return_movement_id: string | null;
  return_reason: string | null;
  schedule_id: string | null;
  created_at: Timestamp;
}

export type TedScheduleStatus = 'AGENDADA' | 'EFETIVADA' | 'FALHOU' | 'CANCELADA';

/** What a schedule's payments are (wallet.md tipoAgendamentoEnum): 1 a transfer between Carteira accounts, 2 a TED to another bank. */
export type TransferScheduleKind = 1 | 2;

/**
 * One payment of a transfer schedule (a TED to another bank, or a transfer between Carteira accounts),
 * for a working day; the job sends it once (status leaves AGENDADA with the movement). A schedule is a
 * series of them (once, or monthly): they share `series_id`.
 */
export interface TedScheduleTable {
  id: string;
  /** 2 (a TED, the default) or 1 (between Carteira accounts: bank_ispb is this bank's). */
  kind: ColumnType<TransferScheduleKind, TransferScheduleKind | undefined, TransferScheduleKind>;
  /** The schedule the customer sees (idAgendamento). */
  series_id: string;
  /** This payment's place in the series, 1..total. */
  number: number;
  total: number;
  account_id: string;
  customer_id: string;
  bank_ispb: string;
  agencia: string;
  conta: string;
  account_type: number;
  holder_name: string;
  holder_tax_id: string;
  amount: number;
  description: string | null;
  pay_on: string;
  status: TedScheduleStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  executed_at: Timestamp | null;
  movement_id: string | null;
  error_code: number | null;
  error_message: string | null;
}

export interface TedTables {
  ted_transfer: TedTransferTable;
  ted_schedule: TedScheduleTable;
}
