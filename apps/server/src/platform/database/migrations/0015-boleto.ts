import { type Kysely, sql } from 'kysely';

// Frozen in time: boletos paid from an account, boleto payments scheduled for a later working day,
// and the deposit boletos the bank issues for a customer to top up the account.

const isoDay = (column: string) => sql`${sql.ref(column)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('boleto_payment')
    .addColumn('movement_id', 'text', (c) => c.primaryKey().references('movement.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank', 'utility')`))
    // A boleto is paid once: a second payment of the same barcode is refused here too.
    .addColumn('barcode', 'text', (c) => c.notNull().unique().check(sql`barcode ~ '^[0-9]{44}$'`))
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.check(isoDay('due_date')))
    .addColumn('nominal', 'bigint', (c) => c.notNull().check(sql`nominal >= 0`))
    .addColumn('discount', 'bigint', (c) => c.notNull().check(sql`discount >= 0`))
    .addColumn('interest', 'bigint', (c) => c.notNull().check(sql`interest >= 0`))
    .addColumn('fine', 'bigint', (c) => c.notNull().check(sql`fine >= 0`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('beneficiary_name', 'text', (c) => c.notNull())
    .addColumn('payer_name', 'text')
    .addColumn('schedule_id', 'text')
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('boleto_payment_account_idx')
    .on('boleto_payment')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('boleto_schedule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank', 'utility')`))
    .addColumn('barcode', 'text', (c) => c.notNull().check(sql`barcode ~ '^[0-9]{44}$'`))
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.check(isoDay('due_date')))
    .addColumn('beneficiary_name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('pay_on', 'text', (c) => c.notNull().check(isoDay('pay_on')))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('AGENDADO', 'EFETIVADO', 'FALHOU', 'CANCELADO')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('executed_at', 'timestamptz')
    .addColumn('movement_id', 'text', (c) => c.unique().references('movement.id'))
    .addColumn('error_code', 'integer')
    .addColumn('error_message', 'text')
    .execute();
  await db.schema
    .createIndex('boleto_schedule_account_idx')
    .on('boleto_schedule')
    .column('account_id')
    .execute();
  await db.schema
    .createIndex('boleto_schedule_due_idx')
    .on('boleto_schedule')
    .columns(['status', 'pay_on'])
    .execute();
  // One pending schedule per boleto.
  await db.schema
    .createIndex('boleto_schedule_pending_barcode')
    .on('boleto_schedule')
    .column('barcode')
    .unique()
    .where(sql.ref('status'), '=', 'AGENDADO')
    .execute();

  await db.schema
    .createTable('deposit_boleto')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    // The bank's own number for the boleto (nosso número), part of its barcode.
    .addColumn('number', 'bigserial', (c) => c.notNull().unique())
    .addColumn('barcode', 'text', (c) => c.notNull().unique().check(sql`barcode ~ '^[0-9]{44}$'`))
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('issued_on', 'text', (c) => c.notNull().check(isoDay('issued_on')))
    .addColumn('due_date', 'text', (c) => c.notNull().check(isoDay('due_date')))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ABERTO', 'PAGO', 'BAIXADO')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('movement_id', 'text', (c) => c.unique().references('movement.id'))
    .execute();
  await db.schema
    .createIndex('deposit_boleto_account_idx')
    .on('deposit_boleto')
    .columns(['account_id', 'issued_on'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deposit_boleto').execute();
  await db.schema.dropTable('boleto_schedule').execute();
  await db.schema.dropTable('boleto_payment').execute();
}
