import { randomBytes, timingSafeEqual } from 'node:crypto';
import { customerCpf, hashToken, newToken } from '../../bank-api/public.ts';
import { wrongLogin } from '../financing.errors.ts';
import type { Executor } from '../financing-database.ts';
import {
  consumeCredential,
  findLiveCredential,
  findLiveToken,
  insertCredential,
  insertToken,
  purgeExpired,
} from './financing-auth.repository.ts';

/** A service credential lasts 10 minutes; the bearer token it buys, 5 minutes. */
export const CREDENTIAL_SECONDS = 600;
export const TOKEN_SECONDS = 300;
export const CREDENTIAL_DOMAIN = 'financiamento.carteira.example';

export interface FinancingCaller {
  customerId: string;
  /** The customer's CPF (11 digits): the only contractings this token reaches. Never logged. */
  cpf: string;
}

/** A fresh credential bound to the customer: the only moment its password exists in clear. */
export async function issueCredential(db: Executor, customerId: string, now: Date) {
  const id = randomBytes(12).toString('hex');
  const password = newToken();
  await insertCredential(db, {
    id,
    customerId,
    secretHash: hashToken(password),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CREDENTIAL_SECONDS * 1000),
  });
  return { email: `svc-${id}@${CREDENTIAL_DOMAIN}`, password, expiresIn: CREDENTIAL_SECONDS };
}

function credentialId(email: string): string | undefined {
  const match = /^svc-([0-9a-f]{24})@(.+)$/.exec(email.trim().toLowerCase());
  return match && match[2] === CREDENTIAL_DOMAIN ? match[1] : undefined;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * POST /v1/api/authentication: a bearer token for the credential's customer. The credential is used
 * up by it (the app asks the product backend for a fresh one at every renewal).
 */
export async function login(db: Executor, email: string, password: string, now: Date) {
  const id = credentialId(email);
  const row = id ? await findLiveCredential(db, id, now) : undefined;
  if (!row || !sameHash(row.secret_hash, hashToken(password))) throw wrongLogin();
  // Single use: a credential buys one token; a second login with it (a copy, a replay) is refused.
  if (!(await consumeCredential(db, row.id, now))) throw wrongLogin();
  await purgeExpired(db, now);
  const accessToken = newToken();
  await insertToken(db, {
    tokenHash: hashToken(accessToken),
    customerId: row.customer_id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_SECONDS * 1000),
  });
  return { accessToken, tokenType: 'Bearer' as const, expiresIn: TOKEN_SECONDS };
}

/** The caller a bearer token opens, or undefined when missing, unknown or expired. */
export async function authenticate(
  db: Executor,
  token: string | undefined,
  now: Date,
): Promise<FinancingCaller | undefined> {
  if (!token || token.length < 16 || token.length > 200) return undefined;
  const row = await findLiveToken(db, hashToken(token), now);
  // The CPF the token is bound to is the bank's: it owns the customer.
  const cpf = row ? await customerCpf(db, row.customerId) : undefined;
  return row && cpf ? { customerId: row.customerId, cpf } : undefined;
}

/** The bearer token of an Authorization header. */
export function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
