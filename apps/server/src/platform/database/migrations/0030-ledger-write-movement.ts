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
      insert into movement (id, kind, type_id, description, customer_id, idempotency_key, created_at)
      values (p_id, p_kind, p_type_id, p_description, p_customer_id, p_idempotency_key, p_at);
      insert into posting (movement_id, account_id, amount, counterparty_name, description, created_at)
      select p_id, l.leg->>'account_id', (l.leg->>'amount')::bigint, l.leg->>'counterparty_name',
             l.leg->>'description', p_at
        from json_array_elements(p_legs) with ordinality as l(leg, n)
       order by l.n;
      update account set balance = account.balance + (l.leg->>'amount')::bigint
        from json_array_elements(p_legs) as l(leg)
       where account.id = l.leg->>'account_id';
    end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists ledger_write_movement(text, text, integer, text, text, text, timestamptz, json)`.execute(
    db,
  );
}
