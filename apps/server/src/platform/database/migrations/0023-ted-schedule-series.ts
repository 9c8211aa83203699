import { type Kysely, sql } from 'kysely';

// Frozen in time: a TED schedule becomes a series of payments (once, or monthly N times). Each row of
// ted_schedule is one payment, sent once by the job; the rows of one series share `series_id` (the id
// the customer sees), carry their number (1..total) and the series' total. Rows already there are
// series of one.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ted_schedule')
    .addColumn('series_id', 'text')
    .addColumn('number', 'integer', (c) => c.notNull().defaultTo(1).check(sql`number >= 1`))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(1).check(sql`total between 1 and 60`))
    .execute();
  await sql`update ted_schedule set series_id = id`.execute(db);
  await sql`alter table ted_schedule alter column series_id set not null`.execute(db);
  await db.schema
    .createIndex('ted_schedule_series_idx')
    .on('ted_schedule')
    .columns(['series_id', 'number'])
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ted_schedule_series_idx').execute();
  await db.schema
    .alterTable('ted_schedule')
    .dropColumn('series_id')
    .dropColumn('number')
    .dropColumn('total')
    .execute();
}
