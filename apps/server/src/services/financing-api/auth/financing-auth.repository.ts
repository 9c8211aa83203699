import type { Executor } from '../financing-database.ts';

export async function insertCredential(
  db: Executor,
  row: { id: string; customerId: string; secretHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('financing_credential')
    .values({
      id: row.id,
      customer_id: row.customerId,
      secret_hash: row.secretHash,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

export function findLiveCredential(db: Executor, id: string, now: Date) {
  return db
    .selectFrom('financing_credential')
    .select(['id', 'customer_id', 'secret_hash'])
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Uses a live credential up: deleted in the same statement that checks it is still there, so of two
 * logins with one credential, only one gets a row back.
 */
export async function consumeCredential(db: Executor, id: string, now: Date): Promise<boolean> {
  const row = await db
    .deleteFrom('financing_credential')
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertToken(
  db: Executor,
  row: { tokenHash: string; customerId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('financing_token')
    .values({
      token_hash: row.tokenHash,
      customer_id: row.customerId,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The customer a live token belongs to. */
export function findLiveToken(db: Executor, tokenHash: string, now: Date) {
  return db
    .selectFrom('financing_token')
    .select('customer_id as customerId')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Expired credentials and tokens go away (called now and then on login). */
export async function purgeExpired(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('financing_credential').where('expires_at', '<=', now).execute();
  await db.deleteFrom('financing_token').where('expires_at', '<=', now).execute();
}
