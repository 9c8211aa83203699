import { type Kysely, sql } from 'kysely';

// Frozen in time: one-time codes for the password and PIN resets (stored only as a keyed hash), and
// the audit row of every attempt on a credential (no secret in it). Both are keyed by an HMAC of the
// CPF, so unknown CPFs are counted and limited like customers' without a table listing who tried.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credential_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('password-reset', 'pin-reset')`))
    .addColumn('cpf_key', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.references('customer.id'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0).check(sql`tries >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('credential_code_by_cpf')
    .on('credential_code')
    .columns(['cpf_key', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('credential_attempt')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('cpf_key', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.references('customer.id'))
    .addColumn('channel', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credential_attempt_by_cpf')
    .on('credential_attempt')
    .columns(['cpf_key', 'action', 'at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credential_attempt').execute();
  await db.schema.dropTable('credential_code').execute();
}
