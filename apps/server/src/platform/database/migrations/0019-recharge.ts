import { type Kysely, sql } from 'kysely';

// Frozen in time: mobile phone recharges (top-ups) paid from an account, each with its debit and,
// when the operator refused it, the movement that gave the money back.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('phone_recharge')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('movement_id', 'text', (c) => c.notNull().unique().references('movement.id'))
    .addColumn('refund_movement_id', 'text', (c) => c.unique().references('movement.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('ddi', 'text', (c) => c.notNull().check(sql`ddi = '55'`))
    .addColumn('ddd', 'text', (c) => c.notNull().check(sql`ddd ~ '^[1-9][1-9]$'`))
    .addColumn('number', 'text', (c) => c.notNull().check(sql`number ~ '^9[0-9]{8}$'`))
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('operator_name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDENTE', 'CONFIRMADA', 'ESTORNADA')`),
    )
    .addColumn('operator_reference', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('phone_recharge_account_idx')
    .on('phone_recharge')
    .columns(['account_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('phone_recharge').execute();
}
