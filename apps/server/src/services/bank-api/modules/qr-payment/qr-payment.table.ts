import type { Centavos } from '@carteira/core/money';
import type { Timestamp } from '../ledger/ledger.table.ts';

export type QrChargeStatus = 'ABERTO' | 'PAGO';

/** A QR code the bank issued for a merchant: one payment of a fixed amount until it expires. */
export interface QrPaymentChargeTable {
  /** The id the QR text carries (qr-code-text.ts). */
  id: string;
  merchant_id: string;
  /** The merchant's order reference; one code per merchant and order. */
  order_ref: string;
  amount: Centavos;
  description: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  status: QrChargeStatus;
  movement_id: string | null;
  paid_account_id: string | null;
  paid_at: Timestamp | null;
}

export interface QrPaymentTables {
  qr_payment_charge: QrPaymentChargeTable;
}
