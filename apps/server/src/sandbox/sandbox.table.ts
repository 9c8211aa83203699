import type { Generated } from 'kysely';

export interface SandboxSeedTable {
  id: string;
  version: number;
  seeded_at: Generated<Date>;
}

export interface SandboxTables {
  sandbox_seed: SandboxSeedTable;
}
