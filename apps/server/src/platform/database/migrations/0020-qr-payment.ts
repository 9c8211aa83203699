import { type Kysely, sql } from 'kysely';

// Frozen in time: the QR codes of the bank's own QR payment scheme, each issued for a merchant's order,
// paid once from a customer's account into the merchant's settlement account.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('qr_payment_charge')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id ~ '^[A-Z0-9]{20}$'`))
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('order_ref', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ABERTO', 'PAGO')`))
    // Paid once: the movement is unique, and a paid code names its movement, account and time.
    .addColumn('movement_id', 'text', (c) => c.unique().references('movement.id'))
    .addColumn('paid_account_id', 'text', (c) => c.references('account.id'))
    .addColumn('paid_at', 'timestamptz')
    .addCheckConstraint(
      'qr_payment_charge_paid',
      sql`(status = 'PAGO') = (movement_id is not null and paid_account_id is not null and paid_at is not null)`,
    )
    .addUniqueConstraint('qr_payment_charge_order', ['merchant_id', 'order_ref'])
    .execute();
  await db.schema
    .createIndex('qr_payment_charge_account_idx')
    .on('qr_payment_charge')
    .column('paid_account_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qr_payment_charge').execute();
}
