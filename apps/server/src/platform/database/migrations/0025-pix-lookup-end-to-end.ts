import type { Kysely } from 'kysely';

// Frozen in time: the end-to-end id a key look-up hands out, kept until the payment to that key uses
// it (once) or it grows old, so a Pix by key carries the id of the look-up that showed its payee.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pix_lookup_end_to_end')
    .addColumn('end_to_end', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('chave', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pix_lookup_end_to_end_created_idx')
    .on('pix_lookup_end_to_end')
    .column('created_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pix_lookup_end_to_end').execute();
}
