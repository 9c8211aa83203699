import type { NativeBridge, SessionTokenRecord } from '../../native/bridge-types.ts';

/** cross-cutting.md section 4: retries back off at 0, 1, 2, 5, 30 and 60 seconds, then stop. */
export const SESSION_TOKEN_RETRY_DELAYS_MS: readonly number[] = [0, 1_000, 2_000, 5_000, 30_000, 60_000];
const MINUTE_MS = 60_000;
/** A stored token is refreshed when less than this remains: 5 minutes on the NM app, 1 hour elsewhere. */
export const REFRESH_MARGIN_MS = { nm: 5 * MINUTE_MS, maker: 60 * MINUTE_MS } as const;

/** One attempt to get a token: the record, or the status (and reason) it failed with. */
export type TokenAnswer =
  | { ok: true; record: SessionTokenRecord }
  | { ok: false; status: number; reason?: string };

export type SessionTokenResult =
  | { ok: true; token: string }
  | { ok: false; error: 'deviceNotFound' | 'failed' | 'exhausted'; status?: number };

export interface SessionTokenDeps {
  bridge: NativeBridge;
  /** The non-maker (NM) app variant: shorter margin, and a 400 or 401 refreshes the Firebase token. */
  nm?: boolean;
  /** One token request; by default the shell's session token through the bridge. */
  request?: () => Promise<TokenAnswer>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
}

const RETRY_REASONS = new Set(['missingSessionToken', 'invalidSessionToken']);

/** The shell's token through the bridge: none yet is a missing token (retried), a throw an unknown failure. */
function viaBridge(bridge: NativeBridge): () => Promise<TokenAnswer> {
  return async () => {
    try {
      const record = await bridge.getSessionToken();
      if (record?.token) return { ok: true, record };
      return { ok: false, status: 401, reason: 'missingSessionToken' };
    } catch {
      return { ok: false, status: 0 };
    }
  };
}

/**
 * The session token of the native shell (cross-cutting.md section 4): a stored token is reused until
 * its margin; otherwise one is requested, retried with the back-off above. A success resets the
 * back-off; once it is used up no further attempt is made.
 */
export function createSessionTokenManager(deps: SessionTokenDeps) {
  const {
    bridge,
    nm = false,
    request = viaBridge(bridge),
    now = Date.now,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    log = () => {},
  } = deps;
  const margin = nm ? REFRESH_MARGIN_MS.nm : REFRESH_MARGIN_MS.maker;
  let stored: SessionTokenRecord | null = null;
  let attempt = 0;
  let running: Promise<SessionTokenResult> | null = null;

  async function fetchToken(): Promise<SessionTokenResult> {
    while (attempt < SESSION_TOKEN_RETRY_DELAYS_MS.length) {
      await sleep(SESSION_TOKEN_RETRY_DELAYS_MS[attempt] ?? 0);
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
      if (stored && stored.expiresAfter - now() > margin) {
        return Promise.resolve({ ok: true, token: stored.token });
      }
      running ??= fetchToken().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type SessionTokenManager = ReturnType<typeof createSessionTokenManager>;
