import { type Kysely, sql } from 'kysely';

// Frozen in time: the account-opening waitlist, one entry per CPF, in the order they joined.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('onboarding_waitlist')
    .addColumn('cpf', 'text', (c) => c.primaryKey().check(sql`cpf ~ '^[0-9]{11}$'`))
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('onboarding_waitlist').execute();
}
