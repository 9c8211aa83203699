import type { Centavos } from '@carteira/core/money';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../../../platform/database/timestamp.ts';

export type { Timestamp };

export type AccountKind = 'customer' | 'system';

/** A ledger account. Customer accounts are bank accounts (agencia/numero); system accounts are the bank's own. */
export interface AccountTable {
  id: string;
  kind: AccountKind;
  customer_id: string | null;
  /** Stable name of a system account, e.g. 'sandbox-clearing'. */
  code: string | null;
  agencia: string | null;
  numero: string | null;
  descricao: string;
  tipo: Generated<number>;
  status: Generated<number>;
  opened_at: Timestamp;
  /** When it closed (status 11, migration 0039); null while open. */
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The reason the customer gave for closing it (ACCOUNT_CANCEL_REASONS). */
  close_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account product (conta/migracao-de-produtos): CONTA_PAGAMENTO or CONTA_CORRENTE_DIGITAL. */
  product_key: Generated<string>;
  /** Centavos. Written only by the ledger. */
  balance: Generated<Centavos>;
  /** Only a system account may be flagged; the database refuses it for a customer account. */
  allow_negative: Generated<boolean>;
}

export interface MovementTable {
  id: string;
  kind: string;
  type_id: number;
  description: string | null;
  /** The customer who asked for the movement, if any. */
  customer_id: string | null;
  idempotency_key: string | null;
  created_at: Timestamp;
}

export interface PostingTable {
  id: Generated<number>;
  movement_id: string;
  account_id: string;
  /** Signed centavos: positive credits the account, negative debits it. */
  amount: Centavos;
  counterparty_name: string | null;
  description: string | null;
  created_at: Timestamp;
}

export interface LedgerTables {
  account: AccountTable;
  movement: MovementTable;
  posting: PostingTable;
}
