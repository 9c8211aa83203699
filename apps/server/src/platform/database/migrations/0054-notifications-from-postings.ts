import { type Kysely, sql } from 'kysely';

// Frozen in time: a customer's notifications (a Pix received, a boleto paid, a deposit boleto received)
// are written by a trigger on the posting, in the movement's own transaction, so every path that posts
// says so: the ledger's TypeScript path and the one-call payments (migration 0031), which never passed
// through the ledger's notifyMovement. One per customer, movement and kind (notification_once).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notification_from_posting() returns trigger language plpgsql as $$
    declare
      v_kind text;
    begin
      select case
               when m.kind in ('PIX_RECEBIDO', 'PIX_INTERNO') and new.amount > 0 then 'PIX_RECEIVED'
               when m.kind = 'BOLETO_PAGO' and new.amount < 0 then 'BOLETO_PAID'
               when m.kind = 'DEPOSITO_BOLETO' and new.amount > 0 then 'BOLETO_DEPOSIT_RECEIVED'
             end
        into v_kind
        from movement m where m.id = new.movement_id;
      if v_kind is null then
        return null;
      end if;
      insert into notification (id, customer_id, kind, movement_id, amount, counterparty, created_at)
      select gen_random_uuid()::text, a.customer_id, v_kind, new.movement_id, abs(new.amount),
             new.counterparty_name, new.created_at
        from account a
       where a.id = new.account_id and a.kind = 'customer' and a.customer_id is not null
      on conflict (customer_id, movement_id, kind) do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger notification_from_posting after insert on posting
    for each row execute function notification_from_posting()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists notification_from_posting on posting`.execute(db);
  await sql`drop function if exists notification_from_posting()`.execute(db);
}
