import { type Kysely, sql } from 'kysely';

// Frozen in time: the login counter learns which guesses are still being checked. `in_flight` counts
// the attempts counted and not yet answered; `clears` counts the right passwords that cleared the count.
// A right password forgives only the wrong ones already answered when it was counted, never the
// guesses of a burst still in flight, so parallel guesses cannot pass 5 checks per lock (login-guard.ts).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('login_guard')
    .addColumn('in_flight', 'integer', (c) => c.notNull().defaultTo(0).check(sql`in_flight >= 0`))
    .execute();
  await db.schema
    .alterTable('login_guard')
    .addColumn('clears', 'integer', (c) => c.notNull().defaultTo(0).check(sql`clears >= 0`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_guard').dropColumn('clears').execute();
  await db.schema.alterTable('login_guard').dropColumn('in_flight').execute();
}
