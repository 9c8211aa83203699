import { type Kysely, sql } from 'kysely';

// Frozen in time: each account's Pix payments out, summed per hour (UTC hours; São Paulo's day and
// nocturnal windows start on whole hours), kept by a trigger on every debit posting of a Pix kind, so a
// limits check reads at most 34 small rows instead of summing the day's postings. Filled from the
// postings already there.

const KINDS = sql`('PIX_ENVIADO', 'PIX_INTERNO')`;

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pix_spent_hour')
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('hour_start', 'timestamptz', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addPrimaryKeyConstraint('pix_spent_hour_pk', ['account_id', 'hour_start'])
    .execute();
  await sql`
    create function pix_spent_hour_add() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from movement where id = new.movement_id and kind in ${KINDS}) then
        insert into pix_spent_hour (account_id, hour_start, amount)
        values (new.account_id, date_trunc('hour', new.created_at at time zone 'UTC') at time zone 'UTC', -new.amount)
        on conflict (account_id, hour_start) do update set amount = pix_spent_hour.amount + excluded.amount;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger pix_spent_hour_add after insert on posting
    for each row when (new.amount < 0) execute function pix_spent_hour_add()`.execute(db);
  await sql`
    insert into pix_spent_hour (account_id, hour_start, amount)
    select p.account_id, date_trunc('hour', p.created_at at time zone 'UTC') at time zone 'UTC', sum(-p.amount)
      from posting p join movement m on m.id = p.movement_id
     where p.amount < 0 and m.kind in ${KINDS}
     group by 1, 2`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists pix_spent_hour_add on posting`.execute(db);
  await sql`drop function if exists pix_spent_hour_add()`.execute(db);
  await db.schema.dropTable('pix_spent_hour').execute();
}
