import type { Generated } from 'kysely';
import type { Timestamp } from './database/timestamp.ts';

/** One row per mode that has run on this database (platform/database-use.ts). */
export interface DatabaseUseTable {
  mode: 'sandbox' | 'production';
  first_at: Timestamp;
  last_at: Timestamp;
}

/**
 * Written by the sandbox's seed when it fills a database with demo customers: production refuses to start
 * on a database that has a row here (platform/database-use.ts).
 */
export interface SandboxSeedTable {
  id: string;
  version: number;
  seeded_at: Generated<Date>;
}

export interface DatabaseUseTables {
  database_use: DatabaseUseTable;
  sandbox_seed: SandboxSeedTable;
}
