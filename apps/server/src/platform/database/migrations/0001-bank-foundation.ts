import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code and is never edited once shipped.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cpf', 'text', (c) => c.notNull().unique().check(sql`cpf ~ '^[0-9]{11}$'`))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('apelido', 'text')
    .addColumn('email', 'text')
    .addColumn('data_nascimento', 'date')
    .addColumn('telefone_ddd', 'text')
    .addColumn('telefone_numero', 'text')
    .addColumn('endereco', 'jsonb')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_failures', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`password_failures >= 0`),
    )
    .addColumn('password_blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('session_customer_idx').on('session').column('customer_id').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('customer', 'system')`))
    .addColumn('customer_id', 'text', (c) => c.references('customer.id'))
    .addColumn('code', 'text', (c) => c.unique())
    .addColumn('agencia', 'text')
    .addColumn('numero', 'text')
    .addColumn('descricao', 'text', (c) => c.notNull())
    .addColumn('tipo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_negative', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('account_agencia_numero_key', ['agencia', 'numero'])
    .addCheckConstraint('account_balance_non_negative', sql`balance >= 0 or allow_negative`)
    .addCheckConstraint('account_only_system_negative', sql`kind = 'system' or not allow_negative`)
    .addCheckConstraint(
      'account_customer_shape',
      sql`kind = 'system' or (customer_id is not null and agencia is not null and numero is not null)`,
    )
    .execute();
  await db.schema.createIndex('account_customer_idx').on('account').column('customer_id').execute();

  await db.schema
    .createTable('account_pin')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('account.id'))
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0).check(sql`failures >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('movement')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('customer_id', 'text', (c) => c.references('customer.id'))
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('movement_customer_key', ['customer_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('posting')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('movement_id', 'text', (c) => c.notNull().references('movement.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('counterparty_name', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('posting_account_time_idx')
    .on('posting')
    .columns(['account_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('posting_movement_idx').on('posting').column('movement_id').execute();

  // The backstop of double entry: at commit, the postings of every touched movement sum to zero.
  await sql`
    create function posting_movement_balanced() returns trigger language plpgsql as $$
    begin
      if (select coalesce(sum(amount), 0) from posting where movement_id = new.movement_id) <> 0 then
        raise exception 'movement % does not balance', new.movement_id using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger posting_movement_balanced
    after insert on posting deferrable initially deferred
    for each row execute function posting_movement_balanced()`.execute(db);

  await db.schema
    .createTable('receipt')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('movement_id', 'text', (c) => c.notNull().unique().references('movement.id'))
    .addColumn('authentication', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payer', 'jsonb', (c) => c.notNull())
    .addColumn('destination', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('idempotency')
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('in_flight', 'done')`))
    .addColumn('status', 'integer')
    .addColumn('answer', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addPrimaryKeyConstraint('idempotency_pkey', ['customer_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_created_idx').on('idempotency').column('created_at').execute();

  await db.schema
    .createTable('sandbox_seed')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('seeded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sandbox_seed', 'idempotency', 'receipt', 'posting', 'movement', 'account_pin']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function if exists posting_movement_balanced()`.execute(db);
  for (const table of ['account', 'session', 'customer']) await db.schema.dropTable(table).execute();
}
