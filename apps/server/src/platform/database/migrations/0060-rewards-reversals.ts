import { type Kysely, sql } from 'kysely';

// Frozen in time: a reversed debit card purchase and a refunded phone recharge take back the rewards
// progress they gave, as a returned Pix does (0050). Each writes a bank event naming the movement it
// reverses (reverses_source_id), in the reversal's own transaction; the rewards consume it as they do a
// Pix return (docs/decisions/0030-rewards-on-bank-events.md).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  // a recharge's coupon asks whether it was refunded
  await sql`create index bank_event_reverses on bank_event (reverses_source_id)
    where reverses_source_id is not null`.execute(db);
  await sql`
    create function bank_event_from_card_reversal() returns trigger language plpgsql as $$
    begin
      insert into bank_event (kind, source_id, account_id, customer_id, amount, reverses_source_id, created_at)
      select 'COMPRA_CARTAO_ESTORNADA', new.reversal_movement_id, a.id, a.customer_id, 0, new.movement_id,
             (select m.created_at from movement m where m.id = new.reversal_movement_id)
        from posting p join account a on a.id = p.account_id
       where p.movement_id = new.movement_id and p.amount < 0
         and a.kind = 'customer' and a.customer_id is not null
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger bank_event_from_card_reversal after update of reversal_movement_id on card_purchase
    for each row when (new.reversal_movement_id is not null and old.reversal_movement_id is null)
    execute function bank_event_from_card_reversal()`.execute(db);

  await sql`
    create function bank_event_from_recharge_refund() returns trigger language plpgsql as $$
    begin
      insert into bank_event (kind, source_id, account_id, customer_id, amount, reverses_source_id, created_at)
      select 'RECARGA_ESTORNADA', new.refund_movement_id, a.id, a.customer_id, 0, new.movement_id,
             (select m.created_at from movement m where m.id = new.refund_movement_id)
        from account a
       where a.id = new.account_id and a.kind = 'customer' and a.customer_id is not null
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger bank_event_from_recharge_refund
    after insert or update of refund_movement_id on phone_recharge
    for each row when (new.refund_movement_id is not null)
    execute function bank_event_from_recharge_refund()`.execute(db);
}
