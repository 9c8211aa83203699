import { type Kysely, sql } from 'kysely';

// Frozen in time: the account's life (decision 0019). An account's status changes are kept (who, why,
// when, the face check that lifted a block); a closed account keeps its row and history with the day it
// closed and the reason given; an account names its product, for the product migration; account-cancellation codes are one-time codes like the others; and the
// ledger's one way of writing a movement refuses an account that may not move money: a debit of a
// customer account that is not active (1), or any leg of a closed one (11). postMovement refuses the same
// first with its own answer (40190, 40191); here it raises CF001, so a payment done in one call
// (migration 0031) rolls back and runs step by step, where that answer is given.

const WRITE_MOVEMENT_BODY = (statusCheck: string) => `
    begin${statusCheck}
      -- one statement: the legs are read from the JSON once
      with m as (
        insert into movement (id, kind, type_id, description, customer_id, idempotency_key, created_at)
        values (p_id, p_kind, p_type_id, p_description, p_customer_id, p_idempotency_key, p_at)
        returning id, created_at
      ),
      legs as (
        select l.leg->>'account_id' as account_id, (l.leg->>'amount')::bigint as amount,
               l.leg->>'counterparty_name' as counterparty_name, l.leg->>'description' as description, l.n
          from json_array_elements(p_legs) with ordinality as l(leg, n)
      ),
      p as (
        insert into posting (movement_id, account_id, amount, counterparty_name, description, created_at)
        select m.id, legs.account_id, legs.amount, legs.counterparty_name, legs.description, m.created_at
          from m cross join legs order by legs.n
      )
      update account set balance = account.balance + legs.amount
        from legs
       where account.id = legs.account_id;
    end`;

const STATUS_CHECK = `
      if exists (select 1 from json_array_elements(p_legs) as l(leg)
                   join account a on a.id = l.leg->>'account_id'
                  where a.kind = 'customer' and a.status <> 1
                    and (a.status = 11 or (l.leg->>'amount')::bigint < 0)) then
        raise exception 'account status' using errcode = 'CF001';
      end if;`;

const SIGNATURE = `ledger_write_movement(
      p_id text, p_kind text, p_type_id integer, p_description text, p_customer_id text,
      p_idempotency_key text, p_at timestamptz,
      p_legs json
    ) returns void language plpgsql`;

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('account').addColumn('closed_at', 'timestamptz').execute();
  await db.schema.alterTable('account').addColumn('close_reason', 'text').execute();
  // the account product (conta/migracao-de-produtos): every account so far is on the current one
  await db.schema
    .alterTable('account')
    .addColumn('product_key', 'text', (c) =>
      c
        .notNull()
        .defaultTo('CONTA_CORRENTE_DIGITAL')
        .check(sql`product_key in ('CONTA_PAGAMENTO', 'CONTA_CORRENTE_DIGITAL')`),
    )
    .execute();
  await sql`alter table account add constraint account_closed_check
    check ((status = 11) = (closed_at is not null) or kind <> 'customer')`.execute(db);
  await db.schema
    .createTable('account_status_change')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('from_status', 'integer', (c) => c.notNull())
    .addColumn('to_status', 'integer', (c) => c.notNull())
    // who: 'customer-face' (lifted by face), 'customer-cancel' (closed), 'bank' (blocked or lifted by the bank)
    .addColumn('actor', 'text', (c) =>
      c.notNull().check(sql`actor in ('customer-face', 'customer-cancel', 'bank')`),
    )
    .addColumn('reason', 'text')
    .addColumn('face_request_id', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_status_change_account')
    .on('account_status_change')
    .columns(['account_id', 'at'])
    .execute();
  // every selfie sent to lift a block, passed or not: the audit, and the day's limit of refused ones
  await db.schema
    .createTable('account_unblock_attempt')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('approved', 'boolean', (c) => c.notNull())
    .addColumn('message_code', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_unblock_attempt_account')
    .on('account_unblock_attempt')
    .columns(['account_id', 'at'])
    .execute();
  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check
    check (purpose in ('password-reset', 'pin-reset', 'card-unblock', 'account-cancel'))`.execute(db);
  await sql`create or replace function ${sql.raw(SIGNATURE)} as $$${sql.raw(WRITE_MOVEMENT_BODY(STATUS_CHECK))} $$`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create or replace function ${sql.raw(SIGNATURE)} as $$${sql.raw(WRITE_MOVEMENT_BODY(''))} $$`.execute(
    db,
  );
  await sql`delete from credential_code where purpose = 'account-cancel'`.execute(db);
  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check
    check (purpose in ('password-reset', 'pin-reset', 'card-unblock'))`.execute(db);
  await db.schema.dropTable('account_unblock_attempt').execute();
  await db.schema.dropTable('account_status_change').execute();
  await sql`alter table account drop constraint account_closed_check`.execute(db);
  await db.schema.alterTable('account').dropColumn('product_key').execute();
  await db.schema.alterTable('account').dropColumn('close_reason').execute();
  await db.schema.alterTable('account').dropColumn('closed_at').execute();
}
