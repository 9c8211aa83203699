import type { Timestamp } from '../../ledger/ledger.table.ts';

/**
 * A charge behind a dynamic Pix code: one payment of exactly `amount` to an account of this bank
 * (a customer's or a system account) before `expires_at`. EXPIRADA is not stored: it is ATIVA past
 * its expiry.
 */
export interface PixChargeTable {
  /** 25 letters and digits: it travels in 62-05 of the code. */
  txid: string;
  /** host/path without scheme (26-25); unique. */
  location: string;
  receiver_account_id: string;
  /** Centavos, positive. */
  amount: number;
  description: string;
  /** Who asked for it and why, for the caller's own bookkeeping (e.g. 'financing-down-payment'). */
  purpose: string;
  reference: string;
  status: 'ATIVA' | 'CONCLUIDA';
  created_at: Timestamp;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  end_to_end: string | null;
  movement_id: string | null;
  /** The payer's institution when it paid from outside (sandbox), null for a payer of this bank. */
  payer_ispb: string | null;
}

export interface PixChargeTables {
  pix_charge: PixChargeTable;
}
