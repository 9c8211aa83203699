import { type Kysely, sql } from 'kysely';

// Frozen in time: each account's Pix limits (daily and nocturnal, in centavos; no row means the
// defaults) and the customer's requests to change them (an increase waits 24 hours).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pix_limit')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('account.id'))
    .addColumn('daily_limit', 'bigint', (c) => c.notNull().check(sql`daily_limit >= 0`))
    .addColumn('nocturnal_limit', 'bigint', (c) => c.notNull().check(sql`nocturnal_limit >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('pix_limit_request')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('tipo_limite', 'integer', (c) => c.notNull().check(sql`tipo_limite in (1, 2)`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('previous_amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'applied', 'replaced')`))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('effective_at', 'timestamptz', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('pix_limit_request_pending_idx')
    .on('pix_limit_request')
    .columns(['account_id', 'status'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pix_limit_request').execute();
  await db.schema.dropTable('pix_limit').execute();
}
