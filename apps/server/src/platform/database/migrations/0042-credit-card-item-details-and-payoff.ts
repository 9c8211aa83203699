import { type Kysely, sql } from 'kysely';

// Frozen in time: an invoice item carries what the app needs to write it in the customer's language
// (the unpaid balance's and the instalment plan's invoice date, the instalment's number and count)
// rather than only a Portuguese description. Items written before are filled from their description.
// An invoice instalment paid off early (CDC art. 52 § 2) keeps when: it is then never billed.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_card_instalment').addColumn('paid_off_at', 'timestamptz').execute();
  await db.schema.alterTable('credit_card_item').addColumn('ref_date', 'text').execute();
  await db.schema.alterTable('credit_card_item').addColumn('instalment_number', 'int4').execute();
  await db.schema.alterTable('credit_card_item').addColumn('instalment_count', 'int4').execute();
  await sql`
    update credit_card_item set ref_date =
      substring(description from '([0-9]{4})$') || '-' ||
      substring(description from '/([0-9]{2})/[0-9]{4}$') || '-' ||
      substring(description from '([0-9]{2})/[0-9]{2}/[0-9]{4}$')
    where kind in ('SALDO_ANTERIOR', 'PARCELA_FATURA') and description ~ '[0-9]{2}/[0-9]{2}/[0-9]{4}$'
  `.execute(db);
  await sql`
    update credit_card_item set
      instalment_number = cast(substring(description from '^Parcela ([0-9]+)/') as int4),
      instalment_count = cast(substring(description from '^Parcela [0-9]+/([0-9]+)') as int4)
    where kind = 'PARCELA_FATURA' and description ~ '^Parcela [0-9]+/[0-9]+'
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_card_item').dropColumn('instalment_count').execute();
  await db.schema.alterTable('credit_card_item').dropColumn('instalment_number').execute();
  await db.schema.alterTable('credit_card_item').dropColumn('ref_date').execute();
  await db.schema.alterTable('credit_card_instalment').dropColumn('paid_off_at').execute();
}
