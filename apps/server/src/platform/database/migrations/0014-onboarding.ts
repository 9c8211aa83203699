import { type Kysely, sql } from 'kysely';

// Frozen in time: account opening. An onboarding (one per CPF until it becomes a customer), the
// onboarding service's bearer tokens (stored as hashes), the one-time codes it sends (hashed, with
// expiry and an attempt count), and the sequence new account numbers are drawn from.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('onboarding')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cpf', 'text', (c) => c.notNull().unique().check(sql`cpf ~ '^[0-9]{11}$'`))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('apelido', 'text', (c) => c.notNull())
    .addColumn('data_nascimento', 'date', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('telefone_ddd', 'text')
    .addColumn('telefone_numero', 'text')
    .addColumn('phone_verified_at', 'timestamptz')
    .addColumn('password_hash', 'text')
    .addColumn('user_created_at', 'timestamptz')
    .addColumn('person', 'jsonb')
    .addColumn('address', 'jsonb')
    .addColumn('document', 'jsonb')
    .addColumn('selfie', 'jsonb')
    .addColumn('selfie_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('terms_signed_at', 'timestamptz')
    .addColumn('customer_id', 'text', (c) => c.references('customer.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('onboarding_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('onboarding_id', 'text', (c) => c.references('onboarding.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('onboarding_token_expiry')
    .on('onboarding_token')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('onboarding_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('onboarding_id', 'text', (c) => c.notNull().references('onboarding.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('PHONE', 'TERMS')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('onboarding_code_lookup')
    .on('onboarding_code')
    .columns(['onboarding_id', 'purpose', 'sent_at'])
    .execute();

  // Accounts opened by onboarding: 7-digit bases after the sandbox's seeded 1000001..1000009.
  await sql`create sequence account_number_seq start with 2000001 maxvalue 9999999`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop sequence account_number_seq`.execute(db);
  await db.schema.dropTable('onboarding_code').execute();
  await db.schema.dropTable('onboarding_token').execute();
  await db.schema.dropTable('onboarding').execute();
}
