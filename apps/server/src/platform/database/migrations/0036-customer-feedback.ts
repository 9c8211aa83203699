import { type Kysely, sql } from 'kysely';

// Frozen in time: the customers' feedback from the profile menu (cross-cutting.md section 3, Feedback
// payload; section 7, POST feedBack), one row per accepted message, owned by the customer of the bank
// session that sent it.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('build', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_feedback_customer')
    .on('customer_feedback')
    .columns(['customer_id', 'received_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_feedback').execute();
}
