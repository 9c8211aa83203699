import { type Kysely, sql } from 'kysely';

// Frozen in time: a closed invoice can be paid in instalments. The plan settles the invoice (a payment of
// method PARCELAMENTO that moves no money, the invoice points at its plan) and keeps the limit used; each
// instalment is carried by the invoice that closes in its month, as an item.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_card_instalment_plan')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('credit_card.customer_id'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().unique().references('credit_card_invoice.id'))
    .addColumn('principal', 'int8', (c) => c.notNull().check(sql`principal > 0`))
    .addColumn('instalments', 'integer', (c) => c.notNull().check(sql`instalments between 2 and 12`))
    .addColumn('instalment_value', 'int8', (c) => c.notNull().check(sql`instalment_value > 0`))
    .addColumn('total', 'int8', (c) => c.notNull())
    .addColumn('interest', 'int8', (c) => c.notNull().check(sql`interest >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('credit_card_instalment')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('credit_card_instalment_plan.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('payment', 'int8', (c) => c.notNull().check(sql`payment > 0`))
    .addColumn('interest', 'int8', (c) => c.notNull().check(sql`interest >= 0`))
    .addColumn('amortization', 'int8', (c) => c.notNull().check(sql`amortization >= 0`))
    .addColumn('invoice_id', 'text', (c) => c.references('credit_card_invoice.id'))
    .addPrimaryKeyConstraint('credit_card_instalment_pk', ['plan_id', 'number'])
    .execute();
  await db.schema
    .alterTable('credit_card_invoice')
    .addColumn('instalment_plan_id', 'text', (c) => c.references('credit_card_instalment_plan.id'))
    .execute();
  await sql`alter table credit_card_payment drop constraint credit_card_payment_method_check`.execute(db);
  await sql`alter table credit_card_payment add constraint credit_card_payment_method_check check (method in ('PIX', 'DEBITO_CONTA', 'BOLETO', 'PARCELAMENTO'))`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table credit_card_payment drop constraint credit_card_payment_method_check`.execute(db);
  await sql`alter table credit_card_payment add constraint credit_card_payment_method_check check (method in ('PIX', 'DEBITO_CONTA', 'BOLETO'))`.execute(
    db,
  );
  await db.schema.alterTable('credit_card_invoice').dropColumn('instalment_plan_id').execute();
  await db.schema.dropTable('credit_card_instalment').execute();
  await db.schema.dropTable('credit_card_instalment_plan').execute();
}
