import { type Kysely, sql } from 'kysely';

// Frozen in time: salary portabilities the customer asked for (and the salaries they brought in),
// gift cards the treasury issued (their codes kept as a hash only) and the redeem attempts that
// lock a customer out after too many wrong codes.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salary_portability')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('protocol', 'text', (c) => c.notNull().unique())
    .addColumn('employer_cnpj', 'text', (c) =>
      c.notNull().check(sql`employer_cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'`),
    )
    .addColumn('employer_name', 'text', (c) => c.notNull())
    .addColumn('origin_bank_code', 'text', (c) => c.notNull().check(sql`origin_bank_code ~ '^[0-9]{3}$'`))
    .addColumn('origin_bank_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('Em_Aberto', 'Aprovada', 'Retida', 'Cancelada', 'Efetivada')`),
    )
    .addColumn('registry_status', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'integer', (c) => c.check(sql`cancel_reason between 1 and 7`))
    .addColumn('cancel_complement', 'text')
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('salary_portability_customer_idx')
    .on('salary_portability')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('ported_salary')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('portability_id', 'text', (c) => c.notNull().references('salary_portability.id'))
    .addColumn('movement_id', 'text', (c) => c.notNull().unique().references('movement.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('ported_salary_reference_key', ['portability_id', 'reference'])
    .execute();

  await db.schema
    .createTable('gift_card')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('redeemed_account_id', 'text', (c) => c.references('account.id'))
    .addColumn('redeemed_movement_id', 'text', (c) => c.unique().references('movement.id'))
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('gift_card_attempt')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('succeeded', 'boolean', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gift_card_attempt_customer_idx')
    .on('gift_card_attempt')
    .columns(['customer_id', 'at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gift_card_attempt').execute();
  await db.schema.dropTable('gift_card').execute();
  await db.schema.dropTable('ported_salary').execute();
  await db.schema.dropTable('salary_portability').execute();
}
