import { type Kysely, sql } from 'kysely';

// Frozen in time: the guaranteed-credit (secured) card. One card per customer, backed by the money
// the customer invested (held in one system guarantee account, tracked per customer here); its
// invoices, their items, the payments made to them and the Pix charges issued to pay them.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_card')
    .addColumn('customer_id', 'text', (c) => c.primaryKey().references('customer.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('guarantee', 'int8', (c) => c.notNull().check(sql`guarantee >= 0`))
    .addColumn('used', 'int8', (c) => c.notNull().defaultTo(0).check(sql`used >= 0`))
    .addColumn('due_day', 'integer', (c) => c.notNull().check(sql`due_day in (5, 10, 15, 20, 25)`))
    .addColumn('auto_debit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('contactless', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('processor_token', 'text', (c) => c.notNull().unique())
    .addColumn('last4', 'text', (c) => c.notNull().check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('face_request_id', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_card_last4').on('credit_card').column('last4').execute();

  await db.schema
    .createTable('credit_card_invoice')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('credit_card.customer_id'))
    .addColumn('closing_date', 'text', (c) =>
      c.notNull().check(sql`closing_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    )
    .addColumn('due_date', 'text', (c) => c.notNull().check(sql`due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ABERTA', 'FECHADA')`))
    .addColumn('total', 'int8', (c) => c.notNull().defaultTo(0).check(sql`total >= 0`))
    .addColumn('paid', 'int8', (c) => c.notNull().defaultTo(0).check(sql`paid >= 0`))
    .addColumn('minimum', 'int8', (c) => c.notNull().defaultTo(0).check(sql`minimum >= 0`))
    /** Set once the unpaid rest was carried into the next invoice. */
    .addColumn('carried', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('closed_at', 'timestamptz')
    .addUniqueConstraint('credit_card_invoice_month', ['customer_id', 'closing_date'])
    .execute();

  await db.schema
    .createTable('credit_card_item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('credit_card_invoice.id'))
    /** 1 debit (the customer owes it), 2 credit (wallet.md section 3). */
    .addColumn('type_id', 'integer', (c) => c.notNull().check(sql`type_id in (1, 2)`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'int8', (c) => c.notNull().check(sql`amount > 0`))
    /** The network's authorisation id of a purchase: one purchase however often it is sent. */
    .addColumn('authorisation_id', 'text', (c) => c.unique())
    .addColumn('movement_id', 'text', (c) => c.references('movement.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_card_item_invoice')
    .on('credit_card_item')
    .columns(['invoice_id', 'at'])
    .execute();

  await db.schema
    .createTable('credit_card_payment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('credit_card_invoice.id'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('PIX', 'DEBITO_CONTA')`))
    .addColumn('amount', 'int8', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('movement_id', 'text', (c) => c.references('movement.id'))
    .addColumn('txid', 'text', (c) => c.unique())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_card_payment_invoice')
    .on('credit_card_payment')
    .column('invoice_id')
    .execute();

  await db.schema
    .createTable('credit_card_pix_charge')
    .addColumn('txid', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('credit_card_invoice.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('credit_card.customer_id'))
    .addColumn('amount', 'int8', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('open', 'paid', 'expired')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_card_pix_charge_open')
    .on('credit_card_pix_charge')
    .columns(['state', 'customer_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_card_pix_charge').execute();
  await db.schema.dropTable('credit_card_payment').execute();
  await db.schema.dropTable('credit_card_item').execute();
  await db.schema.dropTable('credit_card_invoice').execute();
  await db.schema.dropTable('credit_card').execute();
}
