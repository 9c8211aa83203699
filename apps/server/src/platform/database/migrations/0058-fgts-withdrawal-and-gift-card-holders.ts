import { type Kysely, sql } from 'kysely';

// Frozen in time: an FGTS advance the customer withdrew from within 7 days (when, and the movement that
// paid it back); the gift-card tokens a device authentication issues (kept as a hash, tied to the
// session they came from); the customers registered as gift-card holders; the gift cards issued to a
// holder (the last 4 of their number, for display); and the phone-purchase promotion that gives one,
// by the phone's barcode and its buyer's CPF.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('fgts_contract')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_movement_id', 'text', (c) => c.unique().references('movement.id'))
    .execute();
  await sql`alter table fgts_contract add constraint fgts_contract_cancel_check
    check ((status = 'CANCELADO') = (cancel_movement_id is not null))`.execute(db);

  await db.schema
    .createTable('gift_card_token')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('session_id', 'text', (c) => c.notNull().references('session.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gift_card_token_session_idx')
    .on('gift_card_token')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('gift_card_client')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().unique().references('customer.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('printed_name', 'text', (c) => c.notNull())
    .addColumn('organization_unit', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('gift_card')
    .addColumn('client_id', 'text', (c) => c.references('gift_card_client.id'))
    .addColumn('last4', 'text', (c) => c.check(sql`last4 ~ '^[0-9A-Z]{4}$'`))
    .execute();
  await sql`alter table gift_card add constraint gift_card_holder_check
    check ((client_id is null) = (last4 is null))`.execute(db);
  await db.schema.createIndex('gift_card_client_idx').on('gift_card').column('client_id').execute();

  await db.schema
    .createTable('gift_card_promotion')
    .addColumn('barcode', 'text', (c) => c.primaryKey().check(sql`barcode ~ '^[0-9A-Z]{8,20}$'`))
    .addColumn('buyer_cpf', 'text', (c) => c.notNull().check(sql`buyer_cpf ~ '^[0-9]{11}$'`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('claim_until', 'timestamptz', (c) => c.notNull())
    .addColumn('offered', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('gift_card_id', 'text', (c) => c.unique().references('gift_card.id'))
    .addColumn('client_id', 'text', (c) => c.references('gift_card_client.id'))
    .addColumn('issued_at', 'timestamptz')
    .addColumn('device_hash', 'text')
    .addColumn('device_confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`alter table gift_card_promotion add constraint gift_card_promotion_issue_check
    check ((gift_card_id is null) = (client_id is null) and (gift_card_id is null) = (issued_at is null))`.execute(
    db,
  );
  await db.schema
    .createIndex('gift_card_promotion_buyer_idx')
    .on('gift_card_promotion')
    .column('buyer_cpf')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gift_card_promotion').execute();
  await db.schema.dropIndex('gift_card_client_idx').execute();
  await sql`alter table gift_card drop constraint gift_card_holder_check`.execute(db);
  await db.schema.alterTable('gift_card').dropColumn('client_id').dropColumn('last4').execute();
  await db.schema.dropTable('gift_card_client').execute();
  await db.schema.dropTable('gift_card_token').execute();
  await sql`alter table fgts_contract drop constraint fgts_contract_cancel_check`.execute(db);
  await db.schema
    .alterTable('fgts_contract')
    .dropColumn('cancelled_at')
    .dropColumn('cancel_movement_id')
    .execute();
}
