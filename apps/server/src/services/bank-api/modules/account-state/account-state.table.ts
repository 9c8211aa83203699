import type { Generated } from 'kysely';
import type { Timestamp } from '../ledger/ledger.table.ts';

/** Who changed an account's status. */
export type StatusActor = 'customer-face' | 'customer-cancel' | 'bank';

/** One change of an account's status (idStatusConta): kept for good, like the account itself. */
export interface AccountStatusChangeTable {
  id: Generated<string>;
  account_id: string;
  from_status: number;
  to_status: number;
  actor: StatusActor;
  /** The bank's reason for a block, or the customer's for closing (motivo). */
  reason: string | null;
  /** The identity provider's id of the face check that lifted the block. */
  face_request_id: string | null;
  at: Timestamp;
}

/** One selfie sent to lift a block, passed or not (the audit, and the day's limit of refused ones). */
export interface AccountUnblockAttemptTable {
  id: Generated<string>;
  account_id: string;
  approved: boolean;
  message_code: number;
  request_id: string;
  at: Timestamp;
}

export interface AccountStateTables {
  account_status_change: AccountStatusChangeTable;
  account_unblock_attempt: AccountUnblockAttemptTable;
}
