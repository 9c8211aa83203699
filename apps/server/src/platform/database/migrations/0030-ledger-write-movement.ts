import { type Kysely, sql } from 'kysely';

// Frozen in time: the ledger's one way of writing a movement, as a database function, so that a
// payment done in one database call (decision 0011) and postMovement write it the same way: the
// movement row, one posting per leg stamped with the movement's time, and each account's new balance.
// The legs come as a JSON array of {account_id, amount, counterparty_name, description}, in order (JSON
// binds alike on both engines). The callers hold the accounts' locks and have checked the
// balances; the account's check constraint and the deferred balanced-movement trigger still refuse a
// negative customer balance or a movement that does not sum to zero.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function ledger_write_movement(
      p_id text, p_kind text, p_type_id integer, p_description text, p_customer_id text,
      p_idempotency_key text, p_at timestamptz,
      p_legs json
    ) returns void language plpgsql as $$
    begin
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
    end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists ledger_write_movement(text, text, integer, text, text, text, timestamptz, json)`.execute(
    db,
  );
}
