import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One row per mode that has run on this database (platform/database-use.ts). */
export interface DatabaseUseTable {
  mode: 'sandbox' | 'production';
  first_at: Timestamp;
  last_at: Timestamp;
}

export interface DatabaseUseTables {
  database_use: DatabaseUseTable;
}
