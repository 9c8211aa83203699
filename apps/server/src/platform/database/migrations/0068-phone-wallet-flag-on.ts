import { type Kysely, sql } from 'kysely';

// Frozen in time: the googlePayToken flag (cross-cutting.md section 6, Google-pay token gating) now
// gates the phone wallet's push (carteira-digital/opaque-card-info and the app's "add to phone wallet").
// Migration 0053 seeded it off for everyone while nothing obeyed it; left so, the push would vanish for
// every customer. Its row for everyone is turned on, unless it was given a share since.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update feature_flag set enabled = true
             where feature = 'googlePayToken' and cpf_hash = '*' and percent is null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update feature_flag set enabled = false
             where feature = 'googlePayToken' and cpf_hash = '*' and percent is null`.execute(db);
}
