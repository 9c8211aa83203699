import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../ledger/ledger.table.ts';

export type CodePurpose =
  | 'password-reset'
  | 'pin-reset'
  | 'card-unblock'
  | 'email-change'
  | 'phone-change'
  | 'address-change'
  | 'account-cancel'
  | 'new-device'
  | 'fgts-advance';

export interface CredentialCodeTable {
  id: string;
  purpose: CodePurpose;
  /** HMAC-SHA-256 of the CPF under the server key (otp.ts): also set for a CPF that is no customer. */
  cpf_key: string;
  /** null when the CPF is no customer's: the row exists only so both are limited alike. */
  customer_id: string | null;
  channel: 'sms' | 'email';
  /** HMAC-SHA-256 of the code under the server key; the code itself is never stored. */
  code_hash: string;
  tries: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One row per attempt on a credential: what was tried and how it ended; never a secret. */
export interface CredentialAttemptTable {
  id: Generated<string>;
  at: Timestamp;
  action: string;
  cpf_key: string;
  customer_id: string | null;
  channel: string | null;
  outcome: string;
}

export interface CredentialTables {
  credential_code: CredentialCodeTable;
  credential_attempt: CredentialAttemptTable;
}
