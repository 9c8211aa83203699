import type { Timestamp } from '../ledger/ledger.table.ts';

/** A Pix to a key on future dates: once (total 1) or monthly (total occurrences). */
export interface PixScheduleTable {
  id: string;
  account_id: string;
  customer_id: string;
  /** The key in the DICT form, looked up again when each occurrence runs. */
  chave: string;
  /** The key's holder and institution when it was scheduled (what the list shows). */
  beneficiary_name: string;
  beneficiary_institution: string;
  /** Centavos, positive: each occurrence's amount. */
  amount: number;
  description: string | null;
  /** 0 once, 1 monthly. */
  recurrence: number;
  total: number;
  status: 'ATIVO' | 'CANCELADO' | 'CONCLUIDO';
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One payment of a schedule; it runs once (status leaves AGENDADA under the row's lock). */
export interface PixScheduleOccurrenceTable {
  schedule_id: string;
  number: number;
  /** São Paulo calendar day, YYYY-MM-DD. */
  due_date: string;
  status: 'AGENDADA' | 'EFETIVADA' | 'FALHOU' | 'CANCELADA';
  executed_at: Timestamp | null;
  movement_id: string | null;
  end_to_end: string | null;
  error_code: number | null;
  error_message: string | null;
}

/** A claim of a key held by another account (donor_account_id) or a sandbox institution (donor_ispb). */
export interface PixClaimTable {
  id: string;
  chave: string;
  key_type: number;
  /** 1 ownership, 2 portability. */
  claim_type: number;
  status: 'ABERTA' | 'CONFIRMADA' | 'CONCLUIDA' | 'CANCELADA';
  claimer_account_id: string;
  donor_account_id: string | null;
  donor_ispb: string | null;
  donor_name: string;
  requested_at: Timestamp;
  deadline_at: Timestamp;
  confirmed_at: Timestamp | null;
  concluded_at: Timestamp | null;
  cancelled_at: Timestamp | null;
}

/** The key look-up token bucket of a customer, in thousandths of a token. */
export interface PixLookupBucketTable {
  customer_id: string;
  tokens_milli: number;
  updated_at: Timestamp;
}

/** A point where a Pix Saque or Troco is paid (its key is in the directory). */
export interface PixWithdrawPointTable {
  chave: string;
  nome: string;
  agent_mode: 'AGTEC' | 'AGTOT' | 'AGPSS';
  facilitator_ispb: string;
  allows_withdrawal: boolean;
  allows_change: boolean;
}

/** The end-to-end id a key look-up handed out, until the payment to that key uses it. */
export interface PixLookupEndToEndTable {
  end_to_end: string;
  customer_id: string;
  chave: string;
  created_at: Timestamp;
}

/** A code a customer had read, under the end-to-end id the reading handed out, until it is paid. */
export interface PixQrReadTable {
  end_to_end: string;
  customer_id: string;
  qr_code: string;
  created_at: Timestamp;
}

export interface PixFeatureTables {
  pix_schedule: PixScheduleTable;
  pix_schedule_occurrence: PixScheduleOccurrenceTable;
  pix_claim: PixClaimTable;
  pix_lookup_bucket: PixLookupBucketTable;
  pix_lookup_end_to_end: PixLookupEndToEndTable;
  pix_qr_read: PixQrReadTable;
  pix_withdraw_point: PixWithdrawPointTable;
}
