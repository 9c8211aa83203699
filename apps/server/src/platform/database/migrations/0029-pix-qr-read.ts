import type { Kysely } from 'kysely';

// Frozen in time: a Pix code a customer had the bank read (processar-qrcode), under the end-to-end id
// the reading handed out, until the payment that names that id pays it (once) or it grows old.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pix_qr_read')
    .addColumn('end_to_end', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('qr_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pix_qr_read_created_idx').on('pix_qr_read').column('created_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pix_qr_read').execute();
}
