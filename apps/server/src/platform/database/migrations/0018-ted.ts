import { type Kysely, sql } from 'kysely';

// Frozen in time: TEDs sent to other banks (and what the receiving bank answered), and TEDs scheduled
// for a later working day, paid once by the bank's job.

const isoDay = (column: string) => sql`${sql.ref(column)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ted_transfer')
    .addColumn('movement_id', 'text', (c) => c.primaryKey().references('movement.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('bank_code', 'text', (c) => c.notNull().check(sql`bank_code ~ '^[0-9]{3}$'`))
    .addColumn('bank_ispb', 'text', (c) => c.notNull().check(sql`bank_ispb ~ '^[0-9]{8}$'`))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('agencia', 'text', (c) => c.notNull().check(sql`agencia ~ '^[0-9]{4}$'`))
    .addColumn('conta', 'text', (c) => c.notNull().check(sql`conta ~ '^[0-9]{1,13}$'`))
    .addColumn('account_type', 'integer', (c) => c.notNull().check(sql`account_type between 1 and 4`))
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('holder_tax_id', 'text', (c) => c.notNull().check(sql`holder_tax_id ~ '^[0-9A-Z]{11,14}$'`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ENVIADA', 'DEVOLVIDA')`))
    .addColumn('return_movement_id', 'text', (c) => c.unique().references('movement.id'))
    .addColumn('return_reason', 'text')
    .addColumn('schedule_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ted_transfer_account_idx').on('ted_transfer').column('account_id').execute();

  await db.schema
    .createTable('ted_schedule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('bank_ispb', 'text', (c) => c.notNull().check(sql`bank_ispb ~ '^[0-9]{8}$'`))
    .addColumn('agencia', 'text', (c) => c.notNull().check(sql`agencia ~ '^[0-9]{4}$'`))
    .addColumn('conta', 'text', (c) => c.notNull().check(sql`conta ~ '^[0-9]{1,13}$'`))
    .addColumn('account_type', 'integer', (c) => c.notNull().check(sql`account_type between 1 and 4`))
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('holder_tax_id', 'text', (c) => c.notNull().check(sql`holder_tax_id ~ '^[0-9A-Z]{11,14}$'`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('description', 'text')
    .addColumn('pay_on', 'text', (c) => c.notNull().check(isoDay('pay_on')))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('AGENDADA', 'EFETIVADA', 'FALHOU', 'CANCELADA')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('executed_at', 'timestamptz')
    .addColumn('movement_id', 'text', (c) => c.unique().references('movement.id'))
    .addColumn('error_code', 'integer')
    .addColumn('error_message', 'text')
    .execute();
  await db.schema.createIndex('ted_schedule_account_idx').on('ted_schedule').column('account_id').execute();
  await db.schema
    .createIndex('ted_schedule_due_idx')
    .on('ted_schedule')
    .columns(['status', 'pay_on'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ted_schedule').execute();
  await db.schema.dropTable('ted_transfer').execute();
}
