import type { DatabaseUseTables } from './database-use.table.ts';
import type { RateBucketTables } from './rate-bucket.table.ts';

/**
 * The platform's own tables (docs/decisions/0041): the rate buckets and the database's use mark. Its
 * functions take whichever service's handle the caller holds and see only their own table.
 */
export interface PlatformTables extends RateBucketTables, DatabaseUseTables {}
