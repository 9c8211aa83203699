import { messageForCode } from '@carteira/core/errors';
import { BankError } from '../../../lib/bank/bank-error.ts';

const BASE = '/v1/onboarding-dimo';
/** The app's client credential: it identifies the app, not a person (docs/onboarding-api.md). */
const CLIENT = { id: 'carteira-app', secret: 'carteira-app-onboarding' };
/** The token lives for this tab only: a reload keeps the customer in the flow, a new tab starts over. */
const TOKEN_KEY = 'carteira.onboarding.token';

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

function storedToken(): StoredToken | null {
  try {
    const raw = sessionStorage.getItem(TOKEN_KEY);
    const parsed = raw ? (JSON.parse(raw) as StoredToken) : null;
    return parsed && parsed.expiresAt > Date.now() + 30_000 ? parsed : null;
  } catch {
    return null;
  }
}

async function newToken(): Promise<string> {
  const res = await fetch(`${BASE}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    }),
  });
  if (!res.ok) throw new OnboardingCallError(0, res.status, undefined, undefined);
  const body = (await res.json()) as { access_token: string; expires_in: number };
  sessionStorage.setItem(
    TOKEN_KEY,
    JSON.stringify({ value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 }),
  );
  return body.access_token;
}

/** Drops the token: the next call starts a fresh, anonymous one (open or resume binds it again). */
export function forgetOnboardingToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}

export function hasOnboardingToken(): boolean {
  return storedToken() !== null;
}

/** One call: the bearer token (a new anonymous one when there is none), the result or a typed refusal. */
export async function onboardingCall<T>(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = storedToken()?.value ?? (await newToken());
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
