import { type Kysely, sql } from 'kysely';

// Frozen in time: the product backend's session tokens (cross-cutting.md sections 3 and 4), kept as the
// SHA-256 of the token only, with the app variant and the SHA-256 of the device or Firebase user they
// were issued to (docs/decisions/0039-product-backend-session-token-and-data-sync.md).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table shell_session_token (
      token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
      variant text not null check (variant in ('maker', 'nm', 'browser')),
      holder_hash text not null check (holder_hash ~ '^[0-9a-f]{64}$'),
      issued_at timestamptz not null,
      expires_at timestamptz not null,
      check (expires_at > issued_at)
    )`.execute(db);
  await sql`create index shell_session_token_expiry on shell_session_token (expires_at)`.execute(db);
}
