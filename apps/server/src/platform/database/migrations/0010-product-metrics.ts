import type { Kysely } from 'kysely';

// Frozen in time: the product backend's metrics events (financing.md section 7, cross-cutting.md
// section 3), one row per accepted event, owned by the customer of the bank session that posted it.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_metric')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('client_time', 'timestamptz', (c) => c.notNull())
    .addColumn('timezone_offset', 'integer', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_metric_event_time')
    .on('product_metric')
    .columns(['event_type', 'received_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_metric').execute();
}
