import {
  SESSION_TOKEN_REFRESH_MARGIN_MS,
  SESSION_TOKEN_RETRY_DELAYS_MS,
  type ShellVariant,
  sessionTokenFresh,
  sessionTokenRetryDelay,
} from '@carteira/core/shell-session';
import type { NativeBridge, SessionTokenRecord } from '../../native/bridge-types.ts';
import { requestSessionToken } from './shell-credentials.ts';

export { SESSION_TOKEN_RETRY_DELAYS_MS };
/** A stored token is refreshed when less than this remains: 5 minutes on the NM app, 1 hour elsewhere. */
export const REFRESH_MARGIN_MS = {
  nm: SESSION_TOKEN_REFRESH_MARGIN_MS.nm,
  maker: SESSION_TOKEN_REFRESH_MARGIN_MS.maker,
};

/** One attempt to get a token: the record, or the status (and reason) it failed with. */
export type TokenAnswer =
  | { ok: true; record: SessionTokenRecord }
  | { ok: false; status: number; reason?: string };

export type SessionTokenResult =
  | { ok: true; token: string }
  | { ok: false; error: 'deviceNotFound' | 'failed' | 'exhausted'; status?: number };

export interface SessionTokenDeps {
  bridge: NativeBridge;
  /** The app the page runs in (the shell says it): the NM app's token lives an hour, any other's a day. */
  variant?: ShellVariant;
  /** One token request; by default POST getToken, or getTokenForNm on the NM app, with the variant's credentials. */
  request?: () => Promise<TokenAnswer>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
}

const RETRY_REASONS = new Set(['missingSessionToken', 'invalidSessionToken']);

/**
 * The product backend's session token (cross-cutting.md section 4): a stored token is reused until
 * its margin; otherwise one is requested, retried with the back-off of 0, 1, 2, 5, 30 and 60 seconds.
 * A success resets the back-off; once it is used up no further attempt is made.
 */
export function createSessionTokenManager(deps: SessionTokenDeps) {
  const {
    bridge,
    variant = 'maker',
    request = () => requestSessionToken(bridge, variant),
    now = Date.now,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    log = () => {},
  } = deps;
  const nm = variant === 'nm';
  let stored: SessionTokenRecord | null = null;
  let attempt = 0;
  let running: Promise<SessionTokenResult> | null = null;

  async function fetchToken(): Promise<SessionTokenResult> {
    for (
      let delay = sessionTokenRetryDelay(attempt);
      delay !== null;
      delay = sessionTokenRetryDelay(attempt)
    ) {
      await sleep(delay);
      attempt += 1;
      const answer = await request();
      if (answer.ok) {
        attempt = 0;
        stored = answer.record;
        return { ok: true, token: answer.record.token };
      }
      if (nm && (answer.status === 401 || answer.status === 400)) {
        await bridge.getFirebaseToken().catch(() => null);
        continue;
      }
      if (answer.status === 401 && answer.reason && RETRY_REASONS.has(answer.reason)) continue;
      if (answer.status === 401) return { ok: false, error: 'deviceNotFound', status: 401 };
      log(`session token request failed with status ${answer.status}`);
      return { ok: false, error: 'failed', status: answer.status };
    }
    return { ok: false, error: 'exhausted' };
  }

  return {
    /** The token to use now: the stored one while it has its margin left, else a fetched one. */
    get(): Promise<SessionTokenResult> {
      if (stored && sessionTokenFresh(variant, stored.expiresAfter, now())) {
        return Promise.resolve({ ok: true, token: stored.token });
      }
      running ??= fetchToken().finally(() => {
        running = null;
      });
      return running;
    },
    /** The stored token, if still fresh, without asking for one. */
    current(): string | null {
      return stored && sessionTokenFresh(variant, stored.expiresAfter, now()) ? stored.token : null;
    },
    /** The backend refused the stored token: it is dropped, and the next get() asks anew. */
    invalidate(token: string): void {
      if (stored?.token === token) stored = null;
    },
  };
}

export type SessionTokenManager = ReturnType<typeof createSessionTokenManager>;
