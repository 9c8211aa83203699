import { messageForCode } from '@carteira/core/errors';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { openSessionCipher, type SessionCipher } from '../../../lib/session/session-cipher.ts';
import { appLog } from '../../../lib/telemetry/app-log.ts';

const BASE = '/v1/onboarding-dimo';
/** The product backend hands the app its onboarding client (cross-cutting.md section 7): none in the bundle. */
const CLIENT_ID_URL = '/api/product/getOnboardingClientId';
/** The token lives for this tab only: a reload keeps the customer in the flow, a new tab starts over. */
const TOKEN_KEY = 'carteira.onboarding.token';
/** The token is sealed as the session is (decision 0005), bound to this use. */
const SEAL_PURPOSE = 'carteira.onboarding-token.v1';

/** A refusal of the onboarding service, with what the identity provider said when it was a photo. */
export class OnboardingCallError extends BankError {
  constructor(
    code: number,
    status: number,
    readonly messageCode: number | undefined,
    readonly triesLeft: number | undefined,
  ) {
    const message = messageForCode(code);
    const key = message.kind === 'key' ? message.key : 'error.tryAgainLater';
    const detail = message.kind === 'key' ? message.detailKey : undefined;
    super(code, status, key, detail);
  }
}

interface StoredToken {
  value: string;
  expiresAt: number;
}

/** The token as opened in this page; the tab's storage holds it only sealed. */
let opened: StoredToken | null = null;
/** Counts the tokens forgotten, so a token sealed meanwhile is not stored after it was dropped. */
let generation = 0;
let cipher: Promise<SessionCipher | null> | undefined;
const tokenCipher = () => {
  cipher ??= openSessionCipher(SEAL_PURPOSE);
  return cipher;
};

const usable = (token: StoredToken | null) => (token && token.expiresAt > Date.now() + 30_000 ? token : null);

async function storedToken(): Promise<StoredToken | null> {
  if (opened) return usable(opened);
  const sealed = sessionStorage.getItem(TOKEN_KEY);
  if (!sealed) return null;
  const plain = await (await tokenCipher())?.open(sealed);
  try {
    opened = plain ? (JSON.parse(plain) as StoredToken) : null;
  } catch {
    opened = null;
  }
  if (!opened) sessionStorage.removeItem(TOKEN_KEY);
  return usable(opened);
}

/** Keeps the token in memory, and sealed in the tab's storage (not at all where nothing can seal it). */
async function keepToken(token: StoredToken): Promise<void> {
  opened = token;
  const before = generation;
  const sealer = await tokenCipher();
  if (!sealer) return;
  const sealed = await sealer.seal(JSON.stringify(token));
  if (generation === before) sessionStorage.setItem(TOKEN_KEY, sealed);
}

async function clientCredentials(): Promise<{ clientId: string; clientSecret: string }> {
  const res = await fetch(CLIENT_ID_URL, { method: 'POST', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`getOnboardingClientId answered ${res.status}`);
  const body = (await res.json()) as { clientId?: unknown; clientSecret?: unknown };
  if (typeof body.clientId !== 'string' || typeof body.clientSecret !== 'string') {
    throw new Error('getOnboardingClientId answered no credentials');
  }
  return { clientId: body.clientId, clientSecret: body.clientSecret };
}

async function tokenFromService(): Promise<StoredToken> {
  const client = await clientCredentials();
  const res = await fetch(`${BASE}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
  });
  if (!res.ok) throw new Error(`auth/token answered ${res.status}`);
  const body = (await res.json()) as { access_token: string; expires_in: number };
  return { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
}

/**
 * A new anonymous token. A failure to get one is logged, never told as such (cross-cutting.md section 8):
 * the step shows its usual "try again".
 */
async function newToken(): Promise<string> {
  try {
    const token = await tokenFromService();
    await keepToken(token);
    return token.value;
  } catch (error) {
    const what = error instanceof Error ? error.message : 'no answer';
    appLog(3, 'onboarding-token', `the onboarding token could not be obtained: ${what}`);
    throw new OnboardingCallError(0, 0, undefined, undefined);
  }
}

/** Drops the token: the next call starts a fresh, anonymous one (open or resume binds it again). */
export function forgetOnboardingToken(): void {
  generation += 1;
  opened = null;
  sessionStorage.removeItem(TOKEN_KEY);
}

/** One call: the bearer token (a new anonymous one when there is none), the result or a typed refusal. */
export async function onboardingCall<T>(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = (await storedToken())?.value ?? (await newToken());
  let res: Response;
  try {
    res = await fetch(`${BASE}/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new OnboardingCallError(0, 0, undefined, undefined);
  }
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok && json.success === true) return json.result as T;
  if (res.status === 401) forgetOnboardingToken();
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  throw new OnboardingCallError(
    num(json.codigo) ?? 0,
    res.status,
    num(json.messageCode),
    num(json.tentativasRestantes),
  );
}
