import { type Kysely, sql } from 'kysely';

// Frozen in time: the data sync the app sends the product backend at most once every 7 days
// (cross-cutting.md sections 3, 4 and 7): counts and yes/no only, never a key or a card number
// (docs/decisions/0039-product-backend-session-token-and-data-sync.md).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table data_sync_report (
      id text primary key,
      customer_id text not null references customer (id),
      variant text not null check (variant in ('maker', 'nm', 'browser')),
      phone_wallet_available boolean,
      pix_key_counts jsonb,
      received_at timestamptz not null
    )`.execute(db);
  await sql`create index data_sync_report_customer on data_sync_report (customer_id, received_at desc)`.execute(
    db,
  );
}
