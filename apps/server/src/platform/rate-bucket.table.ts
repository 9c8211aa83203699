import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A token bucket per scope and keyed subject (platform/rate-bucket.ts). */
export interface RateBucketTable {
  scope: string;
  /** keyedHash of the subject: never the CPF or address itself. */
  subject: string;
  tokens_milli: number;
  updated_at: Timestamp;
}

export interface RateBucketTables {
  rate_bucket: RateBucketTable;
}
