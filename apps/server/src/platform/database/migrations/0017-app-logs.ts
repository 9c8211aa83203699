import type { Kysely } from 'kysely';

// Frozen in time: the app's log records (cross-cutting.md sections 3 and 7, POST logs), one row per
// accepted record, owned by the customer of the bank session that sent it.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('loglevel', 'integer', (c) => c.notNull())
    .addColumn('logs', 'text', (c) => c.notNull())
    .addColumn('component', 'text', (c) => c.notNull())
    .addColumn('event_time', 'timestamptz', (c) => c.notNull())
    .addColumn('event_time_string', 'text', (c) => c.notNull())
    .addColumn('webview_version', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('app_log_received').on('app_log').columns(['received_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_log').execute();
}
