import type { Centavos } from '@carteira/core/money';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../ledger/ledger.table.ts';

/** An account's Pix limits in centavos; an account without a row has the defaults (pix-limits.service.ts). */
export interface PixLimitTable {
  account_id: string;
  daily_limit: Centavos;
  nocturnal_limit: Centavos;
  updated_at: Generated<Date>;
  /** The hour the nocturnal period starts: 20 (default) or 22 (migration 0009). */
  nocturnal_start: Generated<number>;
  /** A later start asked by the customer, with when it was asked and when it applies. */
  pending_nocturnal_start: number | null;
  pending_nocturnal_start_at: Timestamp | null;
  pending_nocturnal_start_due: Timestamp | null;
}

export type LimitRequestStatus = 'pending' | 'applied' | 'replaced';

/** A change of a limit asked by the customer: a decrease is applied at once, an increase 24 h later. */
export interface PixLimitRequestTable {
  id: string;
  account_id: string;
  /** 1 daily, 2 nocturnal. */
  tipo_limite: number;
  amount: Centavos;
  previous_amount: Centavos;
  status: LimitRequestStatus;
  requested_at: Timestamp;
  effective_at: Timestamp;
  applied_at: Timestamp | null;
}

export interface PixLimitTables {
  pix_limit: PixLimitTable;
  pix_limit_request: PixLimitRequestTable;
}
