import type { ColumnType, Generated } from 'kysely';
import type { Address } from '../auth/auth.table.ts';
import type { Timestamp } from '../ledger/ledger.table.ts';

export type ProfileChangeKind = 'email' | 'phone' | 'address';

/** The value a change sets, by kind (stored as jsonb). */
export type ProfileValue = { email: string } | { ddd: string; numero: string } | { endereco: Address };

type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * One change of the e-mail, mobile phone or mailing address (migration 0040): the PIN was right when
 * it was made, then the code (to the new contact), then the face check; applied once all three passed.
 * The row stays as the change's audit: what it was, what it became, when each step passed.
 */
export interface ProfileChangeTable {
  id: string;
  customer_id: string;
  kind: ProfileChangeKind;
  old_value: ColumnType<ProfileValue | null, string | null, string | null>;
  new_value: ColumnType<ProfileValue, string, string>;
  /** The one-time code sent for this change (credential_code). */
  code_id: string;
  code_ok_at: Moment;
  face_tries: Generated<number>;
  /** The identity provider's id of the check that passed. */
  face_request_id: string | null;
  face_ok_at: Moment;
  applied_at: Moment;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface ProfileTables {
  profile_change: ProfileChangeTable;
}
