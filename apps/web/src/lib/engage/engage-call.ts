import { bridge } from '../../native/bridge.ts';
import { sessionStore } from '../session/session.ts';
import type { SessionStore } from '../session/session-store.ts';

/**
 * A call to the engagement service or the product backend that failed: its HTTP status (0: none came
 * back) and the answer's message, when it had one.
 */
export class EngageCallError extends Error {
  constructor(
    readonly status: number,
    readonly detail = '',
  ) {
    super(`engage ${status}`);
    this.name = 'EngageCallError';
  }
}

/** Re-authentication limit: 10 per session (cross-cutting.md sections 4 and 9). */
export const ENGAGE_REAUTH_LIMIT = 10;
/** Each after a 3 s delay on the native app (cross-cutting.md sections 4 and 9); at once in a browser. */
export const ENGAGE_REAUTH_DELAY_MS = 3000;

export interface EngageClientDeps {
  session: Pick<SessionStore, 'get' | 'clear' | 'onEnd'>;
  /** Renews the bank session's token; resolves whether a session is still there. */
  renewToken: () => Promise<boolean>;
  /** The wait before each re-authentication. */
  reauthDelayMs: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export type EngageCall = <T>(url: string, body?: unknown) => Promise<T>;

/** The `message` of a refusal's body (docs/engage-api.md), or nothing. */
async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Bearer calls to the engagement service (/api/engage, docs/engage-api.md) and the product backend's
 * opt-ins and flags: the bank session's token goes with each. A 401 is met by a silent
 * re-authentication (the token renewed, unless it already changed meanwhile) and the call sent again,
 * up to 10 times per session; the next 401 ends the session, as does the bank refusing a renewal.
 */
export function createEngageClient(deps: EngageClientDeps): EngageCall {
  const { session, renewToken, reauthDelayMs, sleep = defaultSleep } = deps;
  const send = deps.fetch ?? ((input, init) => fetch(input, init));
  let reauths = 0;
  session.onEnd(() => {
    reauths = 0;
  });

  return async function engageCall<T>(url: string, body?: unknown): Promise<T> {
    for (;;) {
      const token = session.get()?.token.value;
      if (!token) throw new EngageCallError(401);
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await send(url, {
          method: body === undefined ? 'GET' : 'POST',
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      } catch {
        throw new EngageCallError(0);
      }
      if (response.ok) return (await response.json()) as T;
      if (response.status !== 401) throw new EngageCallError(response.status, await messageOf(response));
      if (reauths >= ENGAGE_REAUTH_LIMIT) {
        session.clear('expired');
        throw new EngageCallError(401);
      }
      reauths += 1;
      if (reauthDelayMs > 0) await sleep(reauthDelayMs);
      // Another call may have renewed it meanwhile: then the new one is simply sent.
      if (session.get()?.token.value === token && !(await renewToken())) throw new EngageCallError(401);
    }
  };
}

/** The app's engagement client; the bank client (which renews the token) loads with the first 401. */
export const engageCall: EngageCall = createEngageClient({
  session: sessionStore,
  renewToken: () => import('../bank/bank.ts').then(({ bank }) => bank.renewToken()),
  reauthDelayMs: bridge.kind === 'native' ? ENGAGE_REAUTH_DELAY_MS : 0,
});
