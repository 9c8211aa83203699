import { type Kysely, sql } from 'kysely';

// Frozen in time: a payment at once that the balance refuses is answered in the same database call
// (decision 0011), instead of rolling back and running a second time step by step. Each payment's
// function of migration 0031 runs inside a block of its own: when it raises CF001 'balance' and the
// server sent the refusal's answer (`p->'refusal_balance'`, the bank's INSUFFICIENT_BALANCE answer as
// the step-by-step path stores it), the block's work rolls back, as the step-by-step transaction
// does, and the key is claimed once more with that answer stored, as the step-by-step path's second
// transaction does. Every other word of CF001, and any other error, goes on as before. The rule
// itself stays written once in each function (the balance checked before the movement); this only
// answers it.

const FUNCTIONS = ['pix_send_to_key_at_once', 'transfer_at_once'] as const;

const refusing = (fn: string) => `
    create function ${fn}_or_refused(p jsonb, p_customer_id text, p_guard_passed boolean)
    returns jsonb language plpgsql as $$
    begin
      begin
        return ${fn}(p, p_customer_id, p_guard_passed);
      exception when sqlstate 'CF001' then
        if sqlerrm is distinct from 'balance' or p->'refusal_balance' is null then raise; end if;
      end;
      insert into idempotency (customer_id, key, path, request_hash, state, status, answer, completed_at)
      values (p_customer_id, p->>'key', p->>'path', p->>'request_hash', 'done',
              (p->'refusal_balance'->>'status')::integer, p->'refusal_balance', (p->>'at')::timestamptz)
      on conflict (customer_id, key) do nothing;
      if not found then raise exception 'key' using errcode = 'CF001'; end if;
      return p->'refusal_balance';
    end $$`;

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const fn of FUNCTIONS) await sql.raw(refusing(fn)).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const fn of FUNCTIONS) {
    await sql.raw(`drop function if exists ${fn}_or_refused(jsonb, text, boolean)`).execute(db);
  }
}
