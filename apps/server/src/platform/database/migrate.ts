import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws (naming the migration) when one fails. */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the database as Kysely's Migrator does, untyped
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`migration ${name} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** How many of this build's migrations the database has not applied (0 when it is current). */
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function migrationsPending(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((r) => r.name));
  return Object.keys(migrations).filter((name) => !applied.has(name)).length;
}
