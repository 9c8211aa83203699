import { type Kysely, sql } from 'kysely';

// Frozen in time: cash withdrawals at the shared ATM network by the QR code an ATM shows. A code is
// used once: a second withdrawal with it is refused here too.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('atm_withdrawal')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('movement_id', 'text', (c) => c.notNull().unique().references('movement.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('terminal_id', 'text', (c) => c.notNull())
    .addColumn('terminal_name', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('atm_withdrawal_account_idx')
    .on('atm_withdrawal')
    .columns(['account_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('atm_withdrawal').execute();
}
