import { type Kysely, sql } from 'kysely';

// Frozen in time: rewards on the bank's own events (docs/decisions/0030-rewards-on-bank-events.md).
// bank_event is the bank's outbox of what really happened to a customer's account, written by triggers in
// the same transaction as the movement (every posting on a customer account, a payment done in one call
// included), a Pix key registered, and a Pix return (which names the Pix it returns). The rewards tables
// consume it. The programmes, tasks and the draw below are the bank's (clearly fictitious) promotions.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reverses_source_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('bank_event_once', ['kind', 'source_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('bank_event_customer')
    .on('bank_event')
    .columns(['customer_id', 'id'])
    .execute();

  await sql`
    create function bank_event_from_posting() returns trigger language plpgsql as $$
    begin
      insert into bank_event (kind, source_id, account_id, customer_id, amount, created_at)
      select m.kind, new.movement_id, a.id, a.customer_id, new.amount, new.created_at
        from account a join movement m on m.id = new.movement_id
       where a.id = new.account_id and a.kind = 'customer' and a.customer_id is not null
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger bank_event_from_posting after insert on posting
    for each row execute function bank_event_from_posting()`.execute(db);

  await sql`
    create function bank_event_from_pix_key() returns trigger language plpgsql as $$
    begin
      insert into bank_event (kind, source_id, account_id, customer_id, amount, created_at)
      select 'PIX_CHAVE_REGISTRADA', new.chave, a.id, a.customer_id, 0, coalesce(new.created_at, now())
        from account a where a.id = new.account_id and a.kind = 'customer' and a.customer_id is not null
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger bank_event_from_pix_key after insert on pix_key
    for each row when (new.account_id is not null) execute function bank_event_from_pix_key()`.execute(db);

  await sql`
    create function bank_event_from_pix_return() returns trigger language plpgsql as $$
    begin
      insert into bank_event (kind, source_id, account_id, customer_id, amount, reverses_source_id, created_at)
      select 'PIX_DEVOLVIDO', new.movement_id, a.id, a.customer_id, 0, new.returns_movement_id, new.created_at
        from posting p join account a on a.id = p.account_id
       where p.movement_id = new.returns_movement_id and p.amount < 0
         and a.kind = 'customer' and a.customer_id is not null
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger bank_event_from_pix_return after insert on pix_payment
    for each row when (new.returns_movement_id is not null) execute function bank_event_from_pix_return()`.execute(
    db,
  );

  // The sandbox's Loteria Federal (sandbox/lottery.ts): the results it published.
  await db.schema
    .createTable('sandbox_lottery_result')
    .addColumn('extraction_date', 'text', (c) => c.primaryKey())
    .addColumn('prizes', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reward_draw')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('certificado', 'text', (c) => c.notNull())
    .addColumn('premio', 'text', (c) => c.notNull())
    .addColumn('extraction_date', 'text', (c) => c.notNull())
    .addColumn('held_at', 'timestamptz')
    .addColumn('prizes', 'text')
    .addColumn('drawn_number', 'integer')
    .addColumn('winning_number', 'integer')
    .addColumn('winner_customer_id', 'text')
    .execute();

  await db.schema
    .createTable('reward_program')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('descricao', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cashback', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`cashback >= 0`))
    .addColumn('coupon_value', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`coupon_value >= 0`))
    .addColumn('coupon_min', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('draw_id', 'text', (c) => c.references('reward_draw.id'))
    .execute();

  await db.schema
    .createTable('reward_task')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('program_id', 'text', (c) => c.notNull().references('reward_program.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) =>
      c.notNull().check(sql`direction in ('debito', 'credito', 'qualquer')`),
    )
    .addColumn('min_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('target', 'integer', (c) => c.notNull().check(sql`target > 0`))
    .addColumn('lucky_numbers_each', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('reward_participation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('program_id', 'text', (c) => c.notNull().references('reward_program.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_event_id', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('grants', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('reward_participation_once', ['program_id', 'customer_id'])
    .execute();

  await db.schema
    .createTable('reward_task_event')
    .addColumn('participation_id', 'text', (c) => c.notNull().references('reward_participation.id'))
    .addColumn('task_id', 'text', (c) => c.notNull().references('reward_task.id'))
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('bank_event.id'))
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('counted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reversed_at', 'timestamptz')
    .addPrimaryKeyConstraint('reward_task_event_pk', ['participation_id', 'event_id'])
    .execute();

  await db.schema
    .createTable('reward_coupon')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('participation_id', 'text', (c) => c.notNull().references('reward_participation.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('value', 'bigint', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('NOVO', 'REVELADO', 'ATIVADO', 'USADO', 'CANCELADO')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revealed_at', 'timestamptz')
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_source_id', 'text')
    .addColumn('movement_id', 'text', (c) => c.references('movement.id'))
    .execute();

  await db.schema
    .createTable('reward_lucky_number')
    .addColumn('draw_id', 'text', (c) => c.notNull().references('reward_draw.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('participation_id', 'text', (c) => c.notNull().references('reward_participation.id'))
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addPrimaryKeyConstraint('reward_lucky_number_pk', ['draw_id', 'number'])
    .execute();

  await db.schema
    .createTable('reward_grant')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('participation_id', 'text', (c) => c.notNull().references('reward_participation.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('movement_id', 'text', (c) => c.references('movement.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reward_grant_customer')
    .on('reward_grant')
    .columns(['customer_id', 'created_at'])
    .execute();

  await db
    .insertInto('account')
    .values({
      id: 'rewards-promotions',
      kind: 'system',
      customer_id: null,
      code: 'rewards-promotions',
      agencia: null,
      numero: null,
      descricao: 'Promoções e cashback (despesa de marketing)',
      allow_negative: true,
      opened_at: new Date('2026-01-01T03:00:00Z'),
    })
    .execute();
  await db
    .insertInto('feature_flag')
    .values({ feature: 'gamification', cpf_hash: '*', enabled: true })
    .execute();

  await db
    .insertInto('reward_draw')
    .values({
      id: 'carteira-premiada-2026',
      nome: 'Carteira Premiada',
      certificado: 'Certificado de Autorização SPA/MF nº 00.000000/2026 (fictício, sandbox)',
      premio: 'Um smartphone de R$ 3.000,00',
      extraction_date: '2026-12-19',
    })
    .execute();
  // open-ended: the draw's programme closes when its draw is held
  const starts = new Date('2020-01-01T03:00:00Z');
  const ends = new Date('2099-12-31T02:59:59Z');
  await db
    .insertInto('reward_program')
    .values([
      {
        id: 'primeiros-passos',
        position: 1,
        nome: 'Primeiros passos',
        descricao: 'Pague um boleto e envie um Pix: R$ 10,00 de cashback e um cupom de recarga.',
        starts_at: starts,
        ends_at: ends,
        cashback: 1000,
        coupon_value: 500,
        coupon_min: 2000,
        draw_id: null,
      },
      {
        id: 'carteira-premiada',
        position: 2,
        nome: 'Carteira Premiada',
        descricao:
          'Cada recarga de R$ 15,00 ou mais vale um número da sorte no sorteio da Loteria Federal de 19/12/2026.',
        starts_at: starts,
        ends_at: ends,
        cashback: 0,
        coupon_value: 0,
        coupon_min: 0,
        draw_id: 'carteira-premiada-2026',
      },
      {
        id: 'cliente-completo',
        position: 3,
        nome: 'Cliente completo',
        descricao:
          'Cadastre uma chave Pix, compre no cartão de débito e receba um depósito: R$ 15,00 de cashback.',
        starts_at: starts,
        ends_at: ends,
        cashback: 1500,
        coupon_value: 0,
        coupon_min: 0,
        draw_id: null,
      },
    ])
    .execute();
  await db
    .insertInto('reward_task')
    .values([
      {
        id: 'pp-boleto',
        program_id: 'primeiros-passos',
        position: 1,
        titulo: 'Pague um boleto',
        kinds: 'BOLETO_PAGO',
        direction: 'debito',
        min_amount: 0,
        target: 1,
        lucky_numbers_each: 0,
      },
      {
        id: 'pp-pix',
        program_id: 'primeiros-passos',
        position: 2,
        titulo: 'Envie um Pix',
        kinds: 'PIX_ENVIADO,PIX_INTERNO',
        direction: 'debito',
        min_amount: 0,
        target: 1,
        lucky_numbers_each: 0,
      },
      {
        id: 'cp-recarga',
        program_id: 'carteira-premiada',
        position: 1,
        titulo: 'Faça recargas de R$ 15,00 ou mais',
        kinds: 'RECARGA_CELULAR',
        direction: 'debito',
        min_amount: 1500,
        target: 10,
        lucky_numbers_each: 1,
      },
      {
        id: 'cc-chave',
        program_id: 'cliente-completo',
        position: 1,
        titulo: 'Cadastre uma chave Pix',
        kinds: 'PIX_CHAVE_REGISTRADA',
        direction: 'qualquer',
        min_amount: 0,
        target: 1,
        lucky_numbers_each: 0,
      },
      {
        id: 'cc-cartao',
        program_id: 'cliente-completo',
        position: 2,
        titulo: 'Compre no cartão de débito',
        kinds: 'COMPRA_CARTAO_DEBITO',
        direction: 'debito',
        min_amount: 0,
        target: 1,
        lucky_numbers_each: 0,
      },
      {
        id: 'cc-deposito',
        program_id: 'cliente-completo',
        position: 3,
        titulo: 'Receba um depósito por Pix, TED ou boleto',
        kinds: 'PIX_RECEBIDO,TED_RECEBIDA,DEPOSITO_BOLETO',
        direction: 'credito',
        min_amount: 0,
        target: 1,
        lucky_numbers_each: 0,
      },
    ])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists bank_event_from_pix_return on pix_payment`.execute(db);
  await sql`drop trigger if exists bank_event_from_pix_key on pix_key`.execute(db);
  await sql`drop trigger if exists bank_event_from_posting on posting`.execute(db);
  await sql`drop function if exists bank_event_from_pix_return()`.execute(db);
  await sql`drop function if exists bank_event_from_pix_key()`.execute(db);
  await sql`drop function if exists bank_event_from_posting()`.execute(db);
  for (const table of [
    'reward_grant',
    'reward_lucky_number',
    'reward_coupon',
    'reward_task_event',
    'reward_participation',
    'reward_task',
    'reward_program',
    'reward_draw',
    'bank_event',
    'sandbox_lottery_result',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.deleteFrom('feature_flag').where('feature', '=', 'gamification').execute();
  await db.deleteFrom('account').where('id', '=', 'rewards-promotions').execute();
}
