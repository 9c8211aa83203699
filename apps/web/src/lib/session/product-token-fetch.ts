import { SESSION_TOKEN_HEADER } from '@carteira/core/shell-session';
import type { SessionTokenManager } from './session-token.ts';

/** The product backend's calls that take no session token: the token calls, the version, the help. */
const OPEN = /^\/api\/product\/(getToken|getTokenForNm|version|help\/|chat\/upload|chat\/file)/;
/** How long a call waits for a token being fetched before it goes without (the backend may refuse it). */
export const TOKEN_WAIT_MS = 3_000;

function productPath(input: RequestInfo | URL, origin: string): string | null {
  const url = new URL(input instanceof Request ? input.url : String(input), origin);
  if (url.origin !== origin || !url.pathname.startsWith('/api/product/')) return null;
  return OPEN.test(url.pathname) ? null : url.pathname;
}

async function tokenWithin(manager: SessionTokenManager, ms: number): Promise<string | null> {
  const now = manager.current();
  if (now) return now;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  const fetched = manager.get().then((result) => (result.ok ? result.token : null));
  return Promise.race([fetched, timeout]);
}

/** Whether the backend refused the token itself (not the bank session): the reason in its 401 body. */
async function tokenRefused(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { reason?: unknown } | null;
  return body?.reason === 'invalidSessionToken' || body?.reason === 'missingSessionToken';
}

/**
 * Every call of the app to the product backend carries its session token (cross-cutting.md section 7),
 * whichever module makes it: the page's fetch is wrapped once, and a call to /api/product gets the
 * x-session-token header. A call the backend answers "token refused" drops the token, gets a new one
 * and is made once more; the bank's own bearer token is left as the caller set it.
 */
export function carryProductToken(
  manager: SessionTokenManager,
  target: { fetch: typeof fetch; location: { origin: string } } = window,
): () => void {
  const plain = target.fetch;
  const wrapped: typeof fetch = async (input, init) => {
    const path = productPath(input, target.location.origin);
    if (!path) return plain(input, init);
    const send = (token: string | null) => {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      if (token) headers.set(SESSION_TOKEN_HEADER, token);
      return plain(input, { ...init, headers });
    };
    const token = await tokenWithin(manager, TOKEN_WAIT_MS);
    const response = await send(token);
    if (!(await tokenRefused(response))) return response;
    if (token) manager.invalidate(token);
    const fresh = await tokenWithin(manager, TOKEN_WAIT_MS);
    return fresh && fresh !== token ? send(fresh) : response;
  };
  target.fetch = wrapped;
  return () => {
    if (target.fetch === wrapped) target.fetch = plain;
  };
}
