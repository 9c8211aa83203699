import type { Kysely } from 'kysely';

// Frozen in time: a Pix paid by agency and account has no key; a return (devolução) points at the
// received Pix it gives money back from, with its reason code (7).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pix_payment')
    .alterColumn('chave', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('pix_payment')
    .addColumn('returns_movement_id', 'text', (c) => c.references('movement.id'))
    .execute();
  await db.schema.alterTable('pix_payment').addColumn('return_reason', 'integer').execute();
  await db.schema
    .createIndex('pix_payment_returns_idx')
    .on('pix_payment')
    .column('returns_movement_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pix_payment_returns_idx').execute();
  await db.schema.alterTable('pix_payment').dropColumn('return_reason').execute();
  await db.schema.alterTable('pix_payment').dropColumn('returns_movement_id').execute();
}
