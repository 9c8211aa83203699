import { type Kysely, sql } from 'kysely';

// Frozen in time: the sandbox clock's offset, shared by every server on the database
// (sandbox/shared-clock.ts): one row, written when the clock is moved, read by the others.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_clock')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id = 'offset'`))
    .addColumn('offset_ms', 'bigint', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_clock').execute();
}
