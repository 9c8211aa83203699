import type { ColumnType, Generated } from 'kysely';

export type IdempotencyState = 'in_flight' | 'done';

export interface IdempotencyTable {
  customer_id: string;
  key: string;
  path: string;
  request_hash: string;
  state: IdempotencyState;
  status: number | null;
  answer: ColumnType<unknown, string | null, string | null>;
  created_at: Generated<Date>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface IdempotencyTables {
  idempotency: IdempotencyTable;
}
