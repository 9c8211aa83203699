import { type Kysely, sql } from 'kysely';

// Frozen in time: the hour each account's Pix nocturnal period starts (20h by default, 22h on the
// customer's request) and a requested later start that waits 24 hours before it applies.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pix_limit')
    .addColumn('nocturnal_start', 'integer', (c) =>
      c.notNull().defaultTo(20).check(sql`nocturnal_start in (20, 22)`),
    )
    .execute();
  await db.schema
    .alterTable('pix_limit')
    .addColumn('pending_nocturnal_start', 'integer', (c) => c.check(sql`pending_nocturnal_start in (20, 22)`))
    .execute();
  await db.schema.alterTable('pix_limit').addColumn('pending_nocturnal_start_at', 'timestamptz').execute();
  await db.schema.alterTable('pix_limit').addColumn('pending_nocturnal_start_due', 'timestamptz').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pix_limit').dropColumn('pending_nocturnal_start_due').execute();
  await db.schema.alterTable('pix_limit').dropColumn('pending_nocturnal_start_at').execute();
  await db.schema.alterTable('pix_limit').dropColumn('pending_nocturnal_start').execute();
  await db.schema.alterTable('pix_limit').dropColumn('nocturnal_start').execute();
}
