import { type Kysely, sql } from 'kysely';

// Frozen in time: Pix schedules and their occurrences (each runs once), key claims (ownership and
// portability), the per-customer key look-up bucket, and the withdrawal points of Pix Saque/Troco.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pix_schedule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('chave', 'text', (c) => c.notNull())
    .addColumn('beneficiary_name', 'text', (c) => c.notNull())
    .addColumn('beneficiary_institution', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('description', 'text')
    .addColumn('recurrence', 'integer', (c) => c.notNull().check(sql`recurrence in (0, 1)`))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total between 1 and 60`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ATIVO', 'CANCELADO', 'CONCLUIDO')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pix_schedule_account_idx').on('pix_schedule').column('account_id').execute();

  await db.schema
    .createTable('pix_schedule_occurrence')
    .addColumn('schedule_id', 'text', (c) => c.notNull().references('pix_schedule.id'))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number >= 1`))
    .addColumn('due_date', 'text', (c) => c.notNull().check(sql`due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('AGENDADA', 'EFETIVADA', 'FALHOU', 'CANCELADA')`),
    )
    .addColumn('executed_at', 'timestamptz')
    .addColumn('movement_id', 'text', (c) => c.unique().references('movement.id'))
    .addColumn('end_to_end', 'text')
    .addColumn('error_code', 'integer')
    .addColumn('error_message', 'text')
    .addPrimaryKeyConstraint('pix_schedule_occurrence_pkey', ['schedule_id', 'number'])
    .execute();
  await db.schema
    .createIndex('pix_schedule_occurrence_due_idx')
    .on('pix_schedule_occurrence')
    .columns(['status', 'due_date'])
    .execute();

  await db.schema
    .createTable('pix_claim')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chave', 'text', (c) => c.notNull())
    .addColumn('key_type', 'integer', (c) => c.notNull())
    .addColumn('claim_type', 'integer', (c) => c.notNull().check(sql`claim_type in (1, 2)`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('ABERTA', 'CONFIRMADA', 'CONCLUIDA', 'CANCELADA')`),
    )
    .addColumn('claimer_account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('donor_account_id', 'text', (c) => c.references('account.id'))
    .addColumn('donor_ispb', 'text')
    .addColumn('donor_name', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deadline_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('concluded_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  // At most one claim in progress per key.
  await db.schema
    .createIndex('pix_claim_open_key_idx')
    .on('pix_claim')
    .column('chave')
    .unique()
    .where(sql.ref('status'), 'in', ['ABERTA', 'CONFIRMADA'])
    .execute();
  await db.schema.createIndex('pix_claim_claimer_idx').on('pix_claim').column('claimer_account_id').execute();
  await db.schema.createIndex('pix_claim_donor_idx').on('pix_claim').column('donor_account_id').execute();

  await db.schema
    .createTable('pix_lookup_bucket')
    .addColumn('customer_id', 'text', (c) => c.primaryKey().references('customer.id'))
    .addColumn('tokens_milli', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pix_withdraw_point')
    .addColumn('chave', 'text', (c) => c.primaryKey())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('agent_mode', 'text', (c) => c.notNull().check(sql`agent_mode in ('AGTEC', 'AGTOT', 'AGPSS')`))
    .addColumn('facilitator_ispb', 'text', (c) => c.notNull())
    .addColumn('allows_withdrawal', 'boolean', (c) => c.notNull())
    .addColumn('allows_change', 'boolean', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'pix_withdraw_point',
    'pix_lookup_bucket',
    'pix_claim',
    'pix_schedule_occurrence',
    'pix_schedule',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
