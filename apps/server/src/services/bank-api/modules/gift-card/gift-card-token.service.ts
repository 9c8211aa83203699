import { randomUUID } from 'node:crypto';
import type { Executor } from '../../bank-database.ts';
import { BankError } from '../../bank-errors.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { hashToken, newToken } from '../auth/token.ts';
import { findLiveDevice } from '../device/device.repository.ts';
import { deviceHash, deviceOf, type Metadados } from '../device/device-metadata.ts';
import {
  findGiftCardTokenSession,
  insertGiftCardToken,
  sessionExpiry,
} from './gift-card-holder.repository.ts';

/** How long a gift-card token lasts (never past the session it came from); the app takes it as given. */
export const GIFT_CARD_TOKEN_MINUTES = 30;

/**
 * autenticar/device: the gift-card token (wallet.md sections 3 and 6; decision 0035). Asked with the
 * customer's access token from the device the session runs on (metadados type 12); another device is
 * refused as an expired session. The gift-card calls (gc-*, clientes/cartao-presente/cadastrar) take
 * only this token, and it opens nothing else: a leaked one moves no money. Kept as a hash; it ends
 * after 30 minutes, or with its session (logout, expiry) if that comes first.
 */
export async function authenticateDevice(
  deps: BankDeps,
  session: BankSession,
  input: { metadados?: Metadados },
) {
  const device = deviceOf(input.metadados);
  if (session.deviceId !== null) {
    const row = device.id
      ? await findLiveDevice(deps.db, session.customerId, deviceHash(device.id))
      : undefined;
    if (row?.id !== session.deviceId) throw new BankError('SESSION_EXPIRED');
  }
  const now = deps.now();
  const sessionEnds = await sessionExpiry(deps.db, session.sessionId);
  if (!sessionEnds) throw new BankError('SESSION_EXPIRED');
  const expiresAt = new Date(
    Math.min(now.getTime() + GIFT_CARD_TOKEN_MINUTES * 60_000, sessionEnds.getTime()),
  );
  const accessToken = newToken();
  await insertGiftCardToken(deps.db, {
    id: randomUUID(),
    tokenHash: hashToken(accessToken),
    customerId: session.customerId,
    sessionId: session.sessionId,
    at: now,
    expiresAt,
  });
  return {
    accessToken,
    tokenType: 'Bearer' as const,
    expiresIn: Math.floor((expiresAt.getTime() - now.getTime()) / 1000),
    statusToken: 'GENERATED' as const,
  };
}

/** The session a gift-card token stands for, or undefined when it is unknown, expired or its session ended. */
export async function authenticateGiftCardToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<BankSession | undefined> {
  const row = await findGiftCardTokenSession(db, hashToken(token), now);
  return row ? { sessionId: row.id, customerId: row.customer_id, deviceId: row.device_id } : undefined;
}
