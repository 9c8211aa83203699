import { type Kysely, sql } from 'kysely';

// Frozen in time: the phone-wallet tokens of a card (a token service provider's device token, as the
// issuer approved it): the TSP's reference and the token's last 4 digits, never a number.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card_wallet_token')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('card.id'))
    .addColumn('tsp', 'integer', (c) => c.notNull().check(sql`tsp in (4, 14)`))
    .addColumn('token_reference', 'text', (c) => c.notNull().unique())
    .addColumn('last4', 'text', (c) => c.notNull().check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('wallet', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ACTIVE', 'SUSPENDED', 'DELETED')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_wallet_token_card').on('card_wallet_token').column('card_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_wallet_token').execute();
}
