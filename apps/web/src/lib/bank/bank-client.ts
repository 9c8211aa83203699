import { isSessionExpired, shouldRetryWithNewKey } from '@carteira/core/errors';
import { ORGANIZATION_UNIT_ID } from '../environment.ts';
import type { Session, SessionStore } from '../session/session-store.ts';
import { bankTokenExpiry, needsRefresh } from '../session/token-expiry.ts';
import { BankError } from './bank-error.ts';
import { CODE_INVALID_REQUEST, CODE_SESSION_EXPIRED, noResponseError, readAnswer } from './read-answer.ts';
import { AnswerLostError, type GatewayDoor, GatewayRefusedError, type Transport } from './transport.ts';

/** Back-off between resends of a call whose answer was lost (two retries). */
export const LOST_ANSWER_RETRY_DELAYS_MS: readonly number[] = [1000, 2000];

export interface Metadado {
  tipo: number;
  valor: string;
}

/** The methods the bank's paths use (wallet.md section 7). */
export type BankMethod = 'POST' | 'PUT' | 'GET';

export interface BankCallOptions {
  /** Whether the call needs the customer's session (default true). Login does not. */
  auth?: boolean;
  /** The bank path's method (default POST; the settings paths the spec marks PUT or GET). */
  method?: BankMethod;
  /**
   * Another bearer than the session's: the gift-card token (autenticar/device) for the gift-card calls.
   * Its refusal (401) is that token's, not the session's: the session stays, the caller asks a new one.
   */
  token?: string;
  /**
   * The gateway path the call goes through: 'hash' for a call whose answer is a hash that opens sensitive
   * data elsewhere (the card-details frame), which the bank takes only there (docs/bank-api.md).
   */
  door?: GatewayDoor;
}

export interface BankClient {
  call<T>(path: string, body?: Record<string, unknown>, options?: BankCallOptions): Promise<T>;
  /**
   * Renews the session's token now (joining a renewal already under way): another service refused it.
   * Resolves whether a session is still there; the bank refusing the renewal (401) ends it.
   */
  renewToken(): Promise<boolean>;
}

export interface BankClientDeps {
  transport: Transport;
  session: SessionStore;
  metadata: () => Metadado[];
  /** After a 401 the token is cleared; the app decides where to go (the login page with a return route). */
  onUnauthorized?: () => void;
  newKey?: () => string;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  retryDelaysMs?: readonly number[];
  warn?: (message: string) => void;
  /** The build's organisation unit (lib/environment.ts). */
  organizationUnitId?: number;
  /** Told of every call when it ends (path, outcome, HTTP status, bank code, time): the call metrics. */
  onCall?: (report: {
    path: string;
    ok: boolean;
    httpCode: number;
    code?: number;
    responseTime: number;
  }) => void;
  /** Whether this page may use WebCrypto (a secure origin); read from the browser by default. */
  secureContext?: () => boolean;
}

/** WebCrypto (crypto.subtle, randomUUID) exists only on secure pages: localhost or HTTPS. */
function browserSecureContext(): boolean {
  return globalThis.isSecureContext !== false && typeof globalThis.crypto?.subtle !== 'undefined';
}

interface RenewResult {
  accessToken: string;
  expiresIn: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createBankClient(deps: BankClientDeps): BankClient {
  const {
    transport,
    session,
    metadata,
    onUnauthorized = () => {},
    newKey = () => crypto.randomUUID(),
    sleep = defaultSleep,
    now = Date.now,
    retryDelaysMs = LOST_ANSWER_RETRY_DELAYS_MS,
    warn = (message: string) => console.warn(message),
    organizationUnitId = ORGANIZATION_UNIT_ID,
    secureContext = browserSecureContext,
    onCall = () => {},
  } = deps;
  let refreshing: Promise<void> | null = null;

  function commonFields(current: Session | null): Record<string, unknown> {
    return {
      metadados: metadata(),
      organizationUnitId,
      ...(current ? { chaveDeConta: current.accountKey, chaveDeCliente: current.clientKey } : {}),
    };
  }

  /** One send, resent with the same body (same idempotency key) while the answer is lost. */
  async function sendResending(
    path: string,
    body: Record<string, unknown>,
    token?: string,
    method: BankMethod = 'POST',
    door: GatewayDoor = 'main',
  ): Promise<unknown> {
    let lostRetries = 0;
    let refusedOnce = false;
    for (;;) {
      try {
        return await transport.send({ path, method, body, token, options: { organizationUnitId } }, door);
      } catch (error) {
        if (error instanceof GatewayRefusedError && !refusedOnce) {
          refusedOnce = true;
          continue;
        }
        if (error instanceof GatewayRefusedError) {
          throw new BankError(CODE_INVALID_REQUEST, 400, 'error.invalidRequest');
        }
        if (!(error instanceof AnswerLostError) || lostRetries >= retryDelaysMs.length)
          throw noResponseError();
        await sleep(retryDelaysMs[lostRetries] ?? 0);
        lostRetries += 1;
      }
    }
  }

  function unauthorized(): BankError {
    session.clear('expired');
    onUnauthorized();
    return new BankError(CODE_SESSION_EXPIRED, 401, 'error.sessionExpired');
  }

  /** Sends with a fresh key; a 40044 (key already used for another body) gets one retry under a new key. */
  async function exchange<T>(
    path: string,
    body: Record<string, unknown>,
    auth: boolean,
    method: BankMethod = 'POST',
    bearer?: string,
    door?: GatewayDoor,
  ): Promise<T> {
    let renewedKey = false;
    let key = newKey();
    for (;;) {
      const current = session.get();
      if (auth && !current) throw unauthorized();
      const fields = { ...commonFields(auth ? current : null), ...body, chaveDeIdempotencia: key };
      const answer = readAnswer<T>(
        await sendResending(path, fields, auth ? (bearer ?? current?.token.value) : undefined, method, door),
      );
      if (answer.ok) return answer.result;
      if (shouldRetryWithNewKey(answer) && !renewedKey) {
        renewedKey = true;
        key = newKey();
        continue;
      }
      if (auth && bearer === undefined && isSessionExpired(answer)) throw unauthorized();
      throw answer.error;
    }
  }

  async function refreshToken(): Promise<void> {
    try {
      const renewed = await exchange<RenewResult>('autenticar/renovar-token', {}, true);
      session.setToken({ value: renewed.accessToken, expiresAt: bankTokenExpiry(now(), renewed.expiresIn) });
    } catch (error) {
      if (error instanceof BankError && error.status === 401) throw error;
      // keep the current token; if it no longer works the bank answers 401 and the customer logs in again
      warn('Failed to refresh token.');
    }
  }

  function renewing(): Promise<void> {
    refreshing ??= refreshToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function ensureFreshToken(): Promise<void> {
    const current = session.get();
    if (!current || !needsRefresh(current.token.expiresAt, now())) return;
    await renewing();
  }

  return {
    async renewToken() {
      if (!session.get()) return false;
      try {
        await renewing();
      } catch {
        // the bank refused it: unauthorized() has ended the session
      }
      return session.get() !== null;
    },
    async call<T>(
      path: string,
      body: Record<string, unknown> = {},
      { auth = true, method = 'POST', token, door }: BankCallOptions = {},
    ) {
      // Opened from a LAN address over plain HTTP the browser withholds WebCrypto: say so, plainly.
      if (!secureContext()) throw new BankError(0, 0, 'error.insecureOrigin');
      if (auth) await ensureFreshToken();
      const started = now();
      try {
        const result = await exchange<T>(path, body, auth, method, token, door);
        onCall({ path, ok: true, httpCode: 200, responseTime: now() - started });
        return result;
      } catch (error) {
        const failed = error instanceof BankError ? error : undefined;
        onCall({
          path,
          ok: false,
          httpCode: failed?.status ?? 0,
          ...(failed ? { code: failed.code } : {}),
          responseTime: now() - started,
        });
        throw error;
      }
    },
  };
}
