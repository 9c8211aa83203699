import { type Kysely, sql } from 'kysely';

// Frozen in time: an invoice instalment plan finances its IOF (docs/decisions/0010). The plan keeps the
// IOF it financed and the rare surplus centavo credited to the customer; its principal is what the
// invoice owed plus both. Plans made before carry 0 in each.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('credit_card_instalment_plan')
    .addColumn('iof', 'int8', (c) => c.notNull().defaultTo(0).check(sql`iof >= 0`))
    .execute();
  await db.schema
    .alterTable('credit_card_instalment_plan')
    .addColumn('surplus', 'int8', (c) => c.notNull().defaultTo(0).check(sql`surplus between 0 and 1`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_card_instalment_plan').dropColumn('surplus').execute();
  await db.schema.alterTable('credit_card_instalment_plan').dropColumn('iof').execute();
}
