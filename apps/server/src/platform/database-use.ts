import { type Kysely, sql } from 'kysely';
import type { AppMode } from './config.ts';
import type { DatabaseUseTables } from './database-use.table.ts';

type UseDb = Kysely<DatabaseUseTables>;
/** Any database (or transaction) holding the table: the platform knows no service's tables. */
const useDb = <DB>(database: Kysely<DB>) => database as unknown as UseDb;

/**
 * Marks the database as one the sandbox has run on: the sandbox's seed writes it in its own
 * transaction, and every sandbox start writes it again. The mark is never removed (a sandbox reset
 * keeps it): demo customers, demo passwords and sandbox money may be anywhere in such a database.
 */
export async function markSandboxUse<DB>(database: Kysely<DB>): Promise<void> {
  await useDb(database)
    .insertInto('database_use')
    .values({ mode: 'sandbox' })
    .onConflict((oc) => oc.column('mode').doUpdateSet({ last_at: sql`now()` }))
    .execute();
}

/** When the sandbox first ran on this database (its mark, or the seed's own marker), if ever. */
export async function sandboxUseOf<DB>(database: Kysely<DB>): Promise<Date | undefined> {
  const db = useDb(database);
  const mark = await db
    .selectFrom('database_use')
    .select('first_at')
    .where('mode', '=', 'sandbox')
    .executeTakeFirst();
  if (mark) return new Date(mark.first_at);
  // A seed whose marker row outlived the mark (the sandbox's own table, read by name only).
  const seeded = await sql<{ seeded_at: Date }>`select min(seeded_at) as seeded_at from sandbox_seed`.execute(
    db,
  );
  const at = seeded.rows[0]?.seeded_at;
  return at ? new Date(at) : undefined;
}

/**
 * Called at start, after the migrations: the sandbox marks the database as its own; production
 * refuses a database the sandbox has run on (its demo customers would log in with `carteira123`).
 */
export async function claimDatabase<DB>(database: Kysely<DB>, mode: AppMode): Promise<void> {
  const db = useDb(database);
  if (mode === 'sandbox') {
    await markSandboxUse(database);
    return;
  }
  const since = await sandboxUseOf(database);
  if (since) {
    throw new Error(
      `production mode refuses to start: this database holds sandbox data (the sandbox ran on it from ${since.toISOString()}); give production a database of its own (DATABASE_URL or DATA_DIR)`,
    );
  }
  await db
    .insertInto('database_use')
    .values({ mode: 'production' })
    .onConflict((oc) => oc.column('mode').doUpdateSet({ last_at: sql`now()` }))
    .execute();
}
