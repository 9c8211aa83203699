import type { Kysely } from 'kysely';

// Frozen in time: a credit-card purchase made in a foreign currency keeps what the network sent (the
// currency and its amount in cents) and the exchange rate of the day it was posted, in ten-thousandths
// of a real, so the invoice can show its international total and the exchange.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_card_item').addColumn('foreign_currency', 'text').execute();
  await db.schema.alterTable('credit_card_item').addColumn('foreign_amount', 'int8').execute();
  await db.schema.alterTable('credit_card_item').addColumn('exchange_rate', 'int4').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_card_item').dropColumn('exchange_rate').execute();
  await db.schema.alterTable('credit_card_item').dropColumn('foreign_amount').execute();
  await db.schema.alterTable('credit_card_item').dropColumn('foreign_currency').execute();
}
