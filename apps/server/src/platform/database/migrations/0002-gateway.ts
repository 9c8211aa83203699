import { type Kysely, sql } from 'kysely';

// Frozen in time: the sealed-envelope gateway's key pair and the nonces it has seen.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gateway_key')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('private_pkcs8', 'text', (c) => c.notNull())
    .addColumn('public_spki', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('gateway_nonce')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gateway_nonce_seen_at_idx').on('gateway_nonce').column('seen_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_nonce').execute();
  await db.schema.dropTable('gateway_key').execute();
}
