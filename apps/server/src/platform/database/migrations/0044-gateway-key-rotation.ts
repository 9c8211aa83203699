import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// Frozen in time: the gateway's key can be rotated. Every key keeps its row, named by its key id
// (the base64url SHA-256 of its SPKI); the one key without `retires_at` is the published one (at most
// one, by a partial unique index); an older key opens calls until its `retires_at`, after which its
// private half is erased (null) and calls sealed for it are answered "key retired".

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gateway_key').addColumn('key_id', 'text').execute();
  await db.schema.alterTable('gateway_key').addColumn('retires_at', 'timestamptz').execute();
  await db.schema
    .alterTable('gateway_key')
    .alterColumn('private_pkcs8', (c) => c.dropNotNull())
    .execute();
  const rows = await db.selectFrom('gateway_key').select(['id', 'public_spki']).execute();
  for (const row of rows as Array<{ id: string; public_spki: string }>) {
    const keyId = createHash('sha256').update(Buffer.from(row.public_spki, 'base64')).digest('base64url');
    await db.updateTable('gateway_key').set({ key_id: keyId }).where('id', '=', row.id).execute();
  }
  await db.schema
    .alterTable('gateway_key')
    .alterColumn('key_id', (c) => c.setNotNull())
    .execute();
  await db.schema.createIndex('gateway_key_key_id_idx').on('gateway_key').column('key_id').unique().execute();
  await sql`create unique index gateway_key_one_published_idx on gateway_key ((true)) where retires_at is null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('gateway_key_one_published_idx').execute();
  await db.schema.dropIndex('gateway_key_key_id_idx').execute();
  await db.deleteFrom('gateway_key').where('retires_at', 'is not', null).execute();
  await db.schema.alterTable('gateway_key').dropColumn('retires_at').execute();
  await db.schema.alterTable('gateway_key').dropColumn('key_id').execute();
}
