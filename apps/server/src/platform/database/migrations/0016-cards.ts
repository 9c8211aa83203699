import { type Kysely, sql } from 'kysely';

// Frozen in time: the customer's debit cards (physical and virtual) as the bank keeps them (the card
// processor's token and the last 4 digits, never the full number), and the purchases the card network
// authorised on them.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('processor_token', 'text', (c) => c.notNull().unique())
    .addColumn('last4', 'text', (c) => c.notNull().check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('expiry_month', 'integer', (c) => c.notNull().check(sql`expiry_month between 1 and 12`))
    .addColumn('expiry_year', 'integer', (c) => c.notNull())
    .addColumn('brand', 'integer', (c) => c.notNull().check(sql`brand in (4, 12)`))
    .addColumn('physical', 'boolean', (c) => c.notNull())
    .addColumn('printed_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('contactless', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('replaces_card_id', 'text', (c) => c.references('card.id'))
    .addColumn('reason', 'text')
    .addColumn('delivery_address', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('card_customer').on('card').columns(['customer_id', 'created_at']).execute();
  await db.schema.createIndex('card_last4').on('card').column('last4').execute();

  await db.schema
    .createTable('card_purchase')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('card.id'))
    /** The network's authorisation id: a purchase is authorised once, however often it is sent. */
    .addColumn('authorisation_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'int8', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('AUTORIZADA', 'LIQUIDADA', 'ESTORNADA')`),
    )
    .addColumn('movement_id', 'text', (c) => c.notNull().references('movement.id'))
    .addColumn('reversal_movement_id', 'text', (c) => c.references('movement.id'))
    .addColumn('authorised_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addColumn('reversed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('card_purchase_card').on('card_purchase').column('card_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_purchase').execute();
  await db.schema.dropTable('card').execute();
}
