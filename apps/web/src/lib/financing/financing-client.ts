import { FinancingError, FinancingTokenError, parseFinancingError } from './financing-error.ts';
import { financingTokenNeedsRefresh } from './token-expiry.ts';

export type FinancingMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The service login, handed out by the product backend (smartphoneFinanceAuth). */
export interface FinancingCredentials {
  email: string;
  password: string;
}

export interface FinancingToken {
  value: string;
  /** Epoch ms. */
  expiresAt: number;
}

/**
 * Success is by method (financing.md section 7): POST 201 or 202, PUT 200, DELETE 204 or 202;
 * reads (GET) 200.
 */
export function isFinancingSuccess(method: FinancingMethod, status: number): boolean {
  switch (method) {
    case 'GET':
      return status === 200;
    case 'POST':
      return status === 201 || status === 202;
    case 'PUT':
      return status === 200;
    case 'DELETE':
      return status === 204 || status === 202;
  }
}

/** Reads the authentication answer: the bearer token and its expiry (seconds from now or an instant). */
export function readAuthentication(body: unknown, now: number): FinancingToken | null {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const value = b.accessToken ?? b.token ?? b.access_token;
  if (typeof value !== 'string' || value === '') return null;
  const expiresIn = b.expiresIn ?? b.expires_in;
  if (typeof expiresIn === 'number' && expiresIn > 0) return { value, expiresAt: now + expiresIn * 1000 };
  if (typeof b.expiresAt === 'string' || typeof b.expiresAt === 'number') {
    const at = new Date(b.expiresAt).getTime();
    if (Number.isFinite(at)) return { value, expiresAt: at };
  }
  return null;
}

export interface FinancingRequest {
  method: FinancingMethod;
  /** Path from the service root, e.g. /v1/api/contracting/create. */
  path: string;
  query?: Readonly<Record<string, string | number | boolean>>;
  body?: unknown;
}

export interface FinancingClient {
  request<T>(request: FinancingRequest): Promise<T>;
  get<T>(path: string, query?: FinancingRequest['query']): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** Forgets the token (the customer's session ended). */
  reset(): void;
}

export interface FinancingClientDeps {
  /** Where the service answers ('' = this origin). */
  baseUrl?: string;
  /** The service login; asked again at every (re)authentication. */
  credentials: () => Promise<FinancingCredentials>;
  fetchFn?: typeof fetch;
  now?: () => number;
}

export const AUTHENTICATION_PATH = '/v1/api/authentication';

function urlOf(baseUrl: string, path: string, query?: FinancingRequest['query']): string {
  const params = query
    ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
    : '';
  return `${baseUrl}${path}${params ? `?${params}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text().catch(() => '');
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * The financing service client: logs in with the service credentials, keeps the bearer token in
 * memory only, renews it within 15 s of expiry (a failed renewal throws 'Unable to refresh
 * financing token.'), and turns any answer outside the method's success codes into a FinancingError.
 */
export function createFinancingClient(deps: FinancingClientDeps): FinancingClient {
  const { baseUrl = '', credentials, fetchFn = (...args) => fetch(...args), now = Date.now } = deps;
  let token: FinancingToken | null = null;
  let authenticating: Promise<FinancingToken> | null = null;

  async function authenticate(): Promise<FinancingToken> {
    let response: Response;
    try {
      const login = await credentials();
      response = await fetchFn(urlOf(baseUrl, AUTHENTICATION_PATH), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: login.email, password: login.password }),
      });
    } catch {
      throw new FinancingTokenError(0);
    }
    if (!isFinancingSuccess('POST', response.status)) throw new FinancingTokenError(response.status);
    const fresh = readAuthentication(await readBody(response), now());
    if (!fresh) throw new FinancingTokenError(response.status);
    return fresh;
  }

  async function validToken(): Promise<string> {
    if (token && !financingTokenNeedsRefresh(token.expiresAt, now())) return token.value;
    authenticating ??= authenticate().finally(() => {
      authenticating = null;
    });
    token = await authenticating;
    return token.value;
  }

  async function send(request: FinancingRequest, bearer: string): Promise<Response> {
    const hasBody = request.body !== undefined;
    try {
      return await fetchFn(urlOf(baseUrl, request.path, request.query), {
        method: request.method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${bearer}`,
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      });
    } catch {
      throw new FinancingError(0, undefined, 'no response', '');
    }
  }

  async function request<T>(req: FinancingRequest): Promise<T> {
    let response = await send(req, await validToken());
    if (response.status === 401) {
      // the service no longer knows the token (restart, revoked): log in again once
      token = null;
      response = await send(req, await validToken());
    }
    const body = await readBody(response);
    if (!isFinancingSuccess(req.method, response.status)) throw parseFinancingError(response.status, body);
    return body as T;
  }

  return {
    request,
    get: (path, query) => request({ method: 'GET', path, ...(query ? { query } : {}) }),
    post: (path, body) => request({ method: 'POST', path, body: body ?? {} }),
    put: (path, body) => request({ method: 'PUT', path, body: body ?? {} }),
    delete: (path) => request({ method: 'DELETE', path }),
    reset() {
      token = null;
    },
  };
}
