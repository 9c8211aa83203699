import type { FinancingCredentials } from './financing-client.ts';
import { FinancingError, parseFinancingError } from './financing-error.ts';

/** The feature flag of smartphone financing (financing.md section 1). */
export const FINANCING_FEATURE = 'smartPhoneFinancing';

export const PRODUCT_BASE = '/api/product';

/** SHA-256 of a text (UTF-8) as lower-case hex, with WebCrypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The CPF as the provider sees it: the SHA-256 hex of its 11 digits, never the digits themselves. */
export function hashCpf(cpf: string): Promise<string> {
  return sha256Hex(cpf.replace(/\D/g, ''));
}

export interface ProductBackendDeps {
  /** The customer's bank bearer token. */
  bankToken: () => string | null;
  fetchFn?: typeof fetch;
  baseUrl?: string;
  /** The bank session is no longer valid (401): the app sends the customer to log in again. */
  onUnauthorized?: () => void;
}

async function call(deps: ProductBackendDeps, path: string, init: RequestInit = {}): Promise<unknown> {
  const token = deps.bankToken();
  if (!token) throw new FinancingError(401, undefined, 'no session', '');
  const fetchFn = deps.fetchFn ?? ((...args) => fetch(...args));
  let response: Response;
  try {
    response = await fetchFn(`${deps.baseUrl ?? PRODUCT_BASE}${path}`, {
      ...init,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  } catch {
    throw new FinancingError(0, undefined, 'no response', '');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 401) deps.onUnauthorized?.();
  if (!response.ok) throw parseFinancingError(response.status, body);
  return body;
}

/** GET smartphoneFinanceAuth: the financing service login (email and password). */
export async function fetchFinancingCredentials(deps: ProductBackendDeps): Promise<FinancingCredentials> {
  const body = (await call(deps, '/smartphoneFinanceAuth')) as Partial<FinancingCredentials> | undefined;
  if (typeof body?.email !== 'string' || typeof body.password !== 'string') {
    throw new FinancingError(502, undefined, 'credentials missing', '');
  }
  return { email: body.email, password: body.password };
}

export interface FeatureAvailability {
  enabled: boolean;
}

/** POST checkFeatureAvailable: whether smartphone financing is open to this CPF (sent only hashed). */
export async function checkFeatureAvailable(
  deps: ProductBackendDeps,
  cpf: string,
  feature: string = FINANCING_FEATURE,
): Promise<FeatureAvailability> {
  const body = (await call(deps, '/checkFeatureAvailable', {
    method: 'POST',
    body: JSON.stringify({ feature, cpfHash: await hashCpf(cpf) }),
  })) as { enabled?: unknown } | undefined;
  return { enabled: body?.enabled === true };
}

/** cross-cutting.md section 9: a metrics payload stays under 5000 bytes; a larger one is not sent. */
export const METRIC_MAX_BYTES = 5000;

/**
 * POST metrics: one event to the product backend with the customer's bank token, fire and forget.
 * Resolves true when it was accepted, false otherwise (no session, too large, refused, no network);
 * it never throws and never ends the session on a 401 (a metric is not worth a new login).
 */
export async function postMetric(deps: ProductBackendDeps, event: unknown): Promise<boolean> {
  try {
    const token = deps.bankToken();
    if (!token) return false;
    const body = JSON.stringify(event);
    if (new TextEncoder().encode(body).length >= METRIC_MAX_BYTES) return false;
    const fetchFn = deps.fetchFn ?? ((...args) => fetch(...args));
    const response = await fetchFn(`${deps.baseUrl ?? PRODUCT_BASE}/metrics`, {
      method: 'POST',
      keepalive: true,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body,
    });
    return response.ok;
  } catch {
    return false;
  }
}
