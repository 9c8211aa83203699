import { type Kysely, sql } from 'kysely';

// Frozen in time: smartphone financing. The financing service's logins (credentials handed out by
// the product backend and the bearer tokens they buy, both stored as hashes), feature flags, the
// contracting state machine's rows, and the contracts with their instalments.

const OPEN_STATUSES = sql.raw(
  `('CONTRATACAO_INICIADA', 'PROCESSANDO_ANALISE_CREDITO', 'AGUARDANDO_GERACAO_PROPOSTA', 'AGUARDANDO_SELFIE', 'AGUARDANDO_ACEITE_PROPOSTA', 'AGUARDANDO_PAGAMENTO_ENTRADA', 'AGUARDANDO_FATURAMENTO', 'PROCESSANDO_FATURAMENTO')`,
);

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('financing_credential')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('financing_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('feature_flag')
    .addColumn('feature', 'text', (c) => c.notNull())
    // '*' for everyone, else the SHA-256 hex of one CPF.
    .addColumn('cpf_hash', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('feature_flag_pk', ['feature', 'cpf_hash'])
    .execute();
  await db
    .insertInto('feature_flag')
    .values({ feature: 'smartPhoneFinancing', cpf_hash: '*', enabled: true })
    .execute();

  await db.schema
    .createTable('financing_contracting')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('store_user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('credit_simulation_id', 'text')
    .addColumn('credit_request', 'jsonb')
    .addColumn('credit_requested_at', 'timestamptz')
    .addColumn('credit_decided_at', 'timestamptz')
    .addColumn('credit_approved', 'boolean')
    .addColumn('released_amount', 'bigint')
    .addColumn('minimum_entry_percentage', 'double precision')
    .addColumn('credit_reasons', 'jsonb')
    .addColumn('product', 'jsonb')
    .addColumn('insurance_name', 'text', (c) => c.notNull().defaultTo('Sem seguro'))
    .addColumn('insurance_value', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('proposal', 'jsonb')
    .addColumn('address', 'jsonb')
    .addColumn('person_registered_at', 'timestamptz')
    .addColumn('selfie_approved_at', 'timestamptz')
    .addColumn('selfie_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('down_payment_paid_at', 'timestamptz')
    .addColumn('down_payment_method', 'text')
    .addColumn('down_payment_movement_id', 'text', (c) => c.references('movement.id'))
    .addColumn('down_payment_amount', 'bigint')
    .addColumn('pix_txid', 'text')
    .addColumn('pix_qr_code', 'text')
    .addColumn('pix_expires_at', 'timestamptz')
    // Every Pix charge made for the contracting and what became of it (a late payment is refunded).
    .addColumn('pix_charges', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('invoicing_started_at', 'timestamptz')
    .addColumn('contract_id', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('refund_movement_id', 'text', (c) => c.references('movement.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // At most one open contracting per customer: contracting/create is idempotent even in parallel.
  await sql`create unique index financing_contracting_open_idx on financing_contracting (customer_id) where status in ${OPEN_STATUSES}`.execute(
    db,
  );
  await db.schema
    .createIndex('financing_contracting_customer_idx')
    .on('financing_contracting')
    .columns(['customer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('financing_contract')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contracting_id', 'text', (c) => c.notNull().unique().references('financing_contracting.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('financed_on', 'text', (c) => c.notNull())
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addColumn('requested', 'bigint', (c) => c.notNull())
    .addColumn('down_payment', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('monthly_rate', 'double precision', (c) => c.notNull())
    .addColumn('cet', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('financing_contract_account_idx')
    .on('financing_contract')
    .columns(['account_id'])
    .execute();

  await db.schema
    .createTable('financing_installment')
    .addColumn('contract_id', 'text', (c) => c.notNull().references('financing_contract.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull().check(sql`value >= 0`))
    .addColumn('interest', 'bigint', (c) => c.notNull())
    .addColumn('amortization', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addPrimaryKeyConstraint('financing_installment_pk', ['contract_id', 'number'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('financing_installment').execute();
  await db.schema.dropTable('financing_contract').execute();
  await db.schema.dropTable('financing_contracting').execute();
  await db.schema.dropTable('feature_flag').execute();
  await db.schema.dropTable('financing_token').execute();
  await db.schema.dropTable('financing_credential').execute();
}
