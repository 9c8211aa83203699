import type { ColumnType } from 'kysely';

/** Timestamps are written as Date or ISO text and read back as Date: every service's tables use it. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
