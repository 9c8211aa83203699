import { type Kysely, sql } from 'kysely';

// Frozen in time: the wrong-password counter and its temporary lock, and the rate buckets, both keyed
// by an HMAC of the CPF (or of another subject) under a server key, so an unknown CPF is counted like
// a customer's and no table lists who tried. The customer's own failure columns go: the counter
// lives here for every CPF alike.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_guard')
    .addColumn('cpf_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0).check(sql`failures >= 0`))
    .addColumn('locks', 'integer', (c) => c.notNull().defaultTo(0).check(sql`locks >= 0`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_guard_by_updated_at').on('login_guard').column('updated_at').execute();

  await db.schema
    .createTable('rate_bucket')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('tokens_milli', 'integer', (c) => c.notNull().check(sql`tokens_milli >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_bucket_pkey', ['scope', 'subject'])
    .execute();

  await db.schema.alterTable('customer').dropColumn('password_failures').execute();
  await db.schema.alterTable('customer').dropColumn('password_blocked').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customer')
    .addColumn('password_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('customer')
    .addColumn('password_blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.dropTable('rate_bucket').execute();
  await db.schema.dropTable('login_guard').execute();
}
