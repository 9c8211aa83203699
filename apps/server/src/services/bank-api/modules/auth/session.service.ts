import { randomUUID } from 'node:crypto';
import type { Executor } from '../../bank-database.ts';
import type { BankSession } from '../../bank-route.ts';
import { findLiveSession, insertSession } from './auth.repository.ts';
import { hashToken, newToken } from './token.ts';

/** false for a token no session could have been issued with (too short or too long to look up). */
export function tokenCanBeLive(token: string): boolean {
  return token.length >= 16 && token.length <= 200;
}

/** The session a bearer token opens, or undefined when missing, expired or revoked. */
export async function authenticateToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<BankSession | undefined> {
  if (!tokenCanBeLive(token)) return undefined;
  const row = await findLiveSession(db, hashToken(token), now);
  return row ? { sessionId: row.id, customerId: row.customer_id, deviceId: row.device_id } : undefined;
}

export interface IssuedToken {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

/** Opens a session and returns its token: the only moment the token exists in clear. */
export async function openSession(
  db: Executor,
  customerId: string,
  now: Date,
  minutes: number,
  deviceId: string | null,
): Promise<IssuedToken> {
  const accessToken = newToken();
  await insertSession(db, {
    id: randomUUID(),
    customerId,
    deviceId,
    tokenHash: hashToken(accessToken),
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  });
  return { accessToken, tokenType: 'Bearer', expiresIn: minutes * 60 };
}
