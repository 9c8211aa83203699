import { describe, expect, it, vi } from 'vitest';
import { AUTHENTICATION_PATH, createFinancingClient, isFinancingSuccess } from './financing-client.ts';
import { FinancingError, TOKEN_REFRESH_FAILED } from './financing-error.ts';

const NOW = 1_700_000_000_000;

interface Seen {
  url: string;
  method: string;
  auth: string | null;
  body: unknown;
}

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

/** A fetch that answers from a script and records every request. */
function scripted(...answers: Array<Response | Error>) {
  const seen: Seen[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      auth: headers.get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const next = answers.shift();
    if (!next) throw new Error('no scripted answer');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, seen };
}

const login = (token: string, expiresIn = 600) => json(201, { accessToken: token, expiresIn });

function setup(...answers: Array<Response | Error>) {
  let now = NOW;
  const script = scripted(...answers);
  const credentials = vi.fn(async () => ({ email: 'svc@carteira.example', password: 'secret' }));
  const client = createFinancingClient({ credentials, fetchFn: script.fetchFn, now: () => now });
  return { client, ...script, credentials, advance: (ms: number) => (now += ms) };
}

describe('financing success codes by method', () => {
  it('accepts POST 201/202, PUT 200, DELETE 204/202, GET 200 and nothing else', () => {
    expect(isFinancingSuccess('POST', 201)).toBe(true);
    expect(isFinancingSuccess('POST', 202)).toBe(true);
    expect(isFinancingSuccess('POST', 200)).toBe(false);
    expect(isFinancingSuccess('PUT', 200)).toBe(true);
    expect(isFinancingSuccess('PUT', 201)).toBe(false);
    expect(isFinancingSuccess('PUT', 204)).toBe(false);
    expect(isFinancingSuccess('DELETE', 204)).toBe(true);
    expect(isFinancingSuccess('DELETE', 202)).toBe(true);
    expect(isFinancingSuccess('DELETE', 200)).toBe(false);
    expect(isFinancingSuccess('GET', 200)).toBe(true);
    expect(isFinancingSuccess('GET', 204)).toBe(false);
  });

  it('treats a POST answered 200 as a failure', async () => {
    const { client } = setup(login('t1'), json(200, { ok: true }));
    await expect(client.post('/v1/api/contracting/create', {})).rejects.toBeInstanceOf(FinancingError);
  });

  it('returns the body of a DELETE 204 as undefined', async () => {
    const { client, seen } = setup(login('t1'), new Response(null, { status: 204 }));
    await expect(client.delete('/v1/api/proposal/cancel/k1')).resolves.toBeUndefined();
    expect(seen[1]).toMatchObject({ method: 'DELETE', auth: 'Bearer t1' });
  });
});

describe('financing token', () => {
  it('logs in with the service credentials, then sends the bearer token', async () => {
    const { client, seen } = setup(login('t1'), json(200, { status: 'CONTRATACAO_INICIADA' }));
    await expect(client.get('/v1/api/contracting/get-state/k1')).resolves.toEqual({
      status: 'CONTRATACAO_INICIADA',
    });
    expect(seen[0]).toMatchObject({
      url: AUTHENTICATION_PATH,
      method: 'POST',
      body: { email: 'svc@carteira.example', password: 'secret' },
    });
    expect(seen[1]).toMatchObject({ url: '/v1/api/contracting/get-state/k1', auth: 'Bearer t1' });
  });

  it('keeps the token until 15 s before expiry, then logs in again', async () => {
    const { client, seen, advance } = setup(
      login('t1', 60),
      json(200, {}),
      json(200, {}),
      login('t2', 60),
      json(200, {}),
    );
    await client.get('/a');
    advance(60_000 - 15_001); // 15.001 s left: still good
    await client.get('/b');
    advance(1); // exactly 15 s left: renewed
    await client.get('/c');
    expect(seen.map((s) => s.url)).toEqual([AUTHENTICATION_PATH, '/a', '/b', AUTHENTICATION_PATH, '/c']);
    expect(seen[4]?.auth).toBe('Bearer t2');
  });

  it('shares one login between calls made at once', async () => {
    const { client, seen } = setup(login('t1'), json(200, 1), json(200, 2));
    await Promise.all([client.get('/a'), client.get('/b')]);
    expect(seen.filter((s) => s.url === AUTHENTICATION_PATH)).toHaveLength(1);
  });

  it("throws 'Unable to refresh financing token.' when the login fails", async () => {
    const { client } = setup(json(401, { status: 401, message: 'bad credentials' }));
    await expect(client.get('/a')).rejects.toThrow(TOKEN_REFRESH_FAILED);
  });

  it("throws 'Unable to refresh financing token.' when the renewal fails or nothing comes back", async () => {
    const { client, advance } = setup(login('t1', 30), json(200, {}), new TypeError('offline'));
    await client.get('/a');
    advance(20_000);
    await expect(client.get('/b')).rejects.toThrow(TOKEN_REFRESH_FAILED);
  });

  it('logs in again once when the service answers 401 to a call', async () => {
    const { client, seen } = setup(login('t1'), json(401, {}), login('t2'), json(200, { ok: 1 }));
    await expect(client.get('/a')).resolves.toEqual({ ok: 1 });
    expect(seen.map((s) => s.auth)).toEqual([null, 'Bearer t1', null, 'Bearer t2']);
  });
});

describe('financing errors', () => {
  it('parses { status, message, details } into a FinancingError', async () => {
    const { client } = setup(
      login('t1'),
      json(422, { status: 422, code: 'PROPOSAL_DOWN_PAYMENT_TOO_LOW', message: 'm', details: 'd' }),
    );
    const error = await client.post('/v1/api/proposal/create', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FinancingError);
    expect(error).toMatchObject({
      status: 422,
      code: 'PROPOSAL_DOWN_PAYMENT_TOO_LOW',
      serverMessage: 'm',
      details: 'd',
    });
    expect((error as Error).message).not.toContain('m');
  });

  it('keeps the HTTP status when the body is not the error shape', async () => {
    const { client } = setup(login('t1'), new Response('<html>oops</html>', { status: 502 }));
    await expect(client.get('/a')).rejects.toMatchObject({ status: 502, code: undefined, details: '' });
  });

  it('reports a call with no answer as status 0', async () => {
    const { client } = setup(login('t1'), new TypeError('offline'));
    await expect(client.get('/a')).rejects.toMatchObject({ status: 0 });
  });

  it('adds the query to the address', async () => {
    const { client, seen } = setup(login('t1'), json(200, []));
    await client.get('/v1/api/insurance/calculate', { productLMI: 'L1', installments: 18, skuId: 's 1' });
    expect(seen[1]?.url).toBe('/v1/api/insurance/calculate?productLMI=L1&installments=18&skuId=s+1');
  });
});

describe('financing failure kinds', () => {
  it('sorts errors for the pages', async () => {
    const { financingFailureOf, FinancingTokenError } = await import('./financing-error.ts');
    expect(financingFailureOf(new FinancingTokenError(500))).toBe('token');
    expect(financingFailureOf(new FinancingError(0, undefined, '', ''))).toBe('offline');
    expect(financingFailureOf(new FinancingError(404, undefined, '', ''))).toBe('notFound');
    expect(financingFailureOf(new FinancingError(422, 'X', '', ''))).toBe('refused');
    expect(financingFailureOf(new FinancingError(503, undefined, '', ''))).toBe('unavailable');
    expect(financingFailureOf(new Error('x'))).toBe('unavailable');
  });
});
