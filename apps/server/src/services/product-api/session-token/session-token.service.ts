import { SESSION_TOKEN_VALIDITY_MS, type ShellVariant } from '@carteira/core/shell-session';
import { hashToken, newToken } from '../../bank-api/public.ts';
import type { Db } from '../product-database.ts';

/** The token record the app keeps (cross-cutting.md section 3): the token and when it stops being good. */
export interface SessionTokenRecord {
  token: string;
  expiresAfter: number;
}

/** Expired tokens are kept a day (a late call still gets "invalid", not "unknown"), then dropped. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

/**
 * Issues a session token for an app variant and its holder (the device, or the NM app's Firebase user):
 * 32 random bytes, kept only as their SHA-256, living 1 hour on the NM app and 24 hours elsewhere.
 */
export async function issueSessionToken(
  db: Db,
  variant: ShellVariant,
  holder: string,
  now: Date,
): Promise<SessionTokenRecord> {
  const token = newToken();
  const expiresAfter = now.getTime() + SESSION_TOKEN_VALIDITY_MS[variant];
  await db
    .deleteFrom('shell_session_token')
    .where('expires_at', '<', new Date(now.getTime() - KEEP_EXPIRED_MS))
    .execute();
  await db
    .insertInto('shell_session_token')
    .values({
      token_hash: hashToken(token),
      variant,
      holder_hash: hashToken(holder),
      issued_at: now,
      expires_at: new Date(expiresAfter),
    })
    .execute();
  return { token, expiresAfter };
}

/** Whether a token the app sent was issued here and has not expired; the variant it was issued to. */
export async function checkSessionToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ ok: true; variant: ShellVariant } | { ok: false }> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false };
  const row = await db
    .selectFrom('shell_session_token')
    .select(['variant', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false };
  return { ok: true, variant: row.variant };
}
