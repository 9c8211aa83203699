import { type Kysely, sql } from 'kysely';

// Frozen in time: Pix charges behind dynamic codes (one payment each, marked in the payment's
// transaction).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pix_charge')
    .addColumn('txid', 'text', (c) => c.primaryKey())
    .addColumn('location', 'text', (c) => c.notNull().unique())
    .addColumn('receiver_account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ATIVA', 'CONCLUIDA')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('end_to_end', 'text')
    .addColumn('movement_id', 'text', (c) => c.unique().references('movement.id'))
    .addColumn('payer_ispb', 'text')
    .execute();
  await db.schema
    .createIndex('pix_charge_reference_idx')
    .on('pix_charge')
    .columns(['purpose', 'reference'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pix_charge').execute();
}
