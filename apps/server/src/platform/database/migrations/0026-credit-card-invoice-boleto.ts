import { type Kysely, sql } from 'kysely';

// Frozen in time: a boleto of this bank can pay a credit-card invoice. The deposit boleto's table keeps
// every boleto the bank issues (purpose null for a deposit, 'credit-card-invoice' for an invoice), the
// card remembers which invoice each of its boletos pays, and a payment may come by boleto.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('deposit_boleto')
    .addColumn('purpose', 'text', (c) => c.check(sql`purpose in ('credit-card-invoice')`))
    .execute();
  await sql`alter table credit_card_payment drop constraint credit_card_payment_method_check`.execute(db);
  await sql`alter table credit_card_payment add constraint credit_card_payment_method_check check (method in ('PIX', 'DEBITO_CONTA', 'BOLETO'))`.execute(
    db,
  );
  await db.schema
    .createTable('credit_card_invoice_boleto')
    .addColumn('boleto_id', 'text', (c) => c.primaryKey().references('deposit_boleto.id'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('credit_card_invoice.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('credit_card.customer_id'))
    .addColumn('amount', 'int8', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('open', 'paid', 'expired')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_card_invoice_boleto_open')
    .on('credit_card_invoice_boleto')
    .columns(['state', 'customer_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_card_invoice_boleto').execute();
  await sql`alter table credit_card_payment drop constraint credit_card_payment_method_check`.execute(db);
  await sql`alter table credit_card_payment add constraint credit_card_payment_method_check check (method in ('PIX', 'DEBITO_CONTA'))`.execute(
    db,
  );
  await db.schema.alterTable('deposit_boleto').dropColumn('purpose').execute();
}
