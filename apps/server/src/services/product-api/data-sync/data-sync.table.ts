import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../bank-api/public.ts';

export interface PixKeyCounts {
  CPF: number;
  CNPJ: number;
  PHONE: number;
  EMAIL: number;
  EVP: number;
}

/**
 * One data sync the app sent (cross-cutting.md sections 3, 4 and 7): what the product backend asked
 * for in neededDataProperties, at most once every 7 days per customer. Only counts and yes/no: no key,
 * no card number.
 */
export interface DataSyncReportTable {
  id: string;
  customer_id: string;
  variant: 'maker' | 'nm' | 'browser';
  /** GET_CARD_STATUS_IN_GPAY: whether the phone has a wallet a card can be added to (null: not asked). */
  phone_wallet_available: boolean | null;
  /** GET_PIX_KEY_METRICS: how many Pix keys of each type the account holds (null: not asked). */
  pix_key_counts: ColumnType<PixKeyCounts | null, string | null, never>;
  received_at: Timestamp;
}

export interface DataSyncTables {
  data_sync_report: DataSyncReportTable;
}
