import { type Kysely, sql } from 'kysely';

// Frozen in time: an instalment of a financing contract can be paid by a Pix code of this bank. Each
// code made for an instalment is followed here: open while it may still be paid, then paid (it paid the
// instalment), refunded (paid when the instalment was already paid: the money went back) or expired.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('financing_installment_charge')
    .addColumn('txid', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) => c.notNull().references('financing_contract.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('qr_code', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('open', 'paid', 'refunded', 'expired')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addForeignKeyConstraint(
      'financing_installment_charge_installment_fk',
      ['contract_id', 'number'],
      'financing_installment',
      ['contract_id', 'number'],
    )
    .execute();
  await db.schema
    .createIndex('financing_installment_charge_open')
    .on('financing_installment_charge')
    .columns(['contract_id', 'state'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('financing_installment_charge').execute();
}
