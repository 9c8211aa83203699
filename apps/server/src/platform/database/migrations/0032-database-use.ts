import { type Kysely, sql } from 'kysely';

// Frozen in time: which modes have run on this database. The sandbox's seed and every sandbox start
// write their row; production refuses to start on a database with a sandbox row (platform/database-use.ts).
// A database the sandbox seeded before this table existed gets its row from the seed's marker.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('database_use')
    .addColumn('mode', 'text', (c) => c.primaryKey().check(sql`mode in ('sandbox', 'production')`))
    .addColumn('first_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into database_use (mode, first_at, last_at)
    select 'sandbox', min(seeded_at), max(seeded_at) from sandbox_seed having count(*) > 0`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('database_use').execute();
}
