import { createHash, timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../bank-api/public.ts';
import { unauthorized, wrongClient } from './onboarding.errors.ts';
import { findLiveToken, insertToken, purgeExpiredTokens } from './onboarding.repository.ts';
import type { Executor } from './onboarding-database.ts';

/** An onboarding token lasts 30 minutes; a customer who comes back later asks for a new one. */
export const ONBOARDING_TOKEN_SECONDS = 1800;

/** A client of the onboarding service (the app): identifies the app, never a person. */
export interface OnboardingClient {
  id: string;
  secret: string;
}

/**
 * The app's own client. The app no longer carries it: it asks the product backend
 * (getOnboardingClientId, cross-cutting.md section 7), so the bank can change it without a new app.
 * It is still no secret from whoever runs the app: it only opens an anonymous token. What protects a
 * customer's onboarding is the phone code and then the password the customer sets.
 */
export const APP_CLIENT: OnboardingClient = { id: 'carteira-app', secret: 'carteira-app-onboarding' };

const digest = (text: string) => createHash('sha256').update(text).digest();

function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** auth/token: client credentials in, an anonymous bearer token out. */
export async function issueToken(
  db: Executor,
  clients: readonly OnboardingClient[],
  input: { clientId: string; clientSecret: string },
  now: Date,
) {
  const client = clients.find((c) => c.id === input.clientId);
  if (!client || !sameSecret(client.secret, input.clientSecret)) throw wrongClient();
  await purgeExpiredTokens(db, now);
  const token = newToken();
  await insertToken(db, {
    hash: hashToken(token),
    onboardingId: null,
    now,
    expiresAt: new Date(now.getTime() + ONBOARDING_TOKEN_SECONDS * 1000),
  });
  return { access_token: token, token_type: 'Bearer' as const, expires_in: ONBOARDING_TOKEN_SECONDS };
}

export interface OnboardingCaller {
  tokenHash: string;
  /** The onboarding this token opened or resumed, if any. */
  onboardingId: string | null;
}

/** The caller behind an Authorization header, or 401. */
export async function authenticate(
  db: Executor,
  header: string | undefined,
  now: Date,
): Promise<OnboardingCaller> {
  const token = /^Bearer\s+(\S{16,200})$/i.exec(header ?? '')?.[1];
  const row = token ? await findLiveToken(db, hashToken(token), now) : undefined;
  if (!row) throw unauthorized();
  return { tokenHash: row.token_hash, onboardingId: row.onboarding_id };
}
