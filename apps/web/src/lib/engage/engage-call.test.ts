import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, type Session } from '../session/session-store.ts';
import {
  createEngageClient,
  ENGAGE_REAUTH_DELAY_MS,
  ENGAGE_REAUTH_LIMIT,
  EngageCallError,
} from './engage-call.ts';

const session = (token: string): Session => ({
  clientKey: 'client-1',
  accountKey: 'account-1',
  agency: '0001',
  accountNumber: '12345678',
  bankName: 'Carteira',
  name: 'Maria Silva',
  cpf: '52998224725',
  token: { value: token, expiresAt: Date.now() + 3_600_000 },
});

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers from a script (the last answer repeats) and records the token each call carried. */
function scripted(...statuses: number[]) {
  const tokens: string[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    tokens.push(String((init?.headers as Record<string, string> | undefined)?.authorization));
    const status = statuses.length > 1 ? (statuses.shift() as number) : (statuses[0] as number);
    return answer(status, { ok: status });
  });
  return { fetch, tokens };
}

function setup(statuses: number[], delay = ENGAGE_REAUTH_DELAY_MS) {
  const store = createSessionStore(null);
  store.signIn(session('token-1'));
  let renewals = 0;
  const renewToken = vi.fn(async () => {
    renewals += 1;
    const current = store.get();
    if (current) store.setToken({ value: `token-${renewals + 1}`, expiresAt: current.token.expiresAt });
    return store.get() !== null;
  });
  const net = scripted(...statuses);
  const call = createEngageClient({ session: store, renewToken, reauthDelayMs: delay, fetch: net.fetch });
  return { store, renewToken, call, ...net };
}

describe('engagement calls on 401', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-authenticate silently 3 s later on the app shell, then send the call again', async () => {
    const { call, fetch, renewToken, tokens, store } = setup([401, 200]);
    const result = call<{ ok: number }>('/api/engage/getdom');
    await vi.advanceTimersByTimeAsync(ENGAGE_REAUTH_DELAY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(renewToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: 200 });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(store.get()).not.toBeNull();
  });

  it('up to 10 times per session, 3 s apart; the next 401 ends the session', async () => {
    const { call, fetch, renewToken, store } = setup([401]);
    const ended = vi.fn();
    store.onEnd(ended);
    const result = call('/api/engage/notifications').catch((error: unknown) => error);
    for (let i = 1; i <= ENGAGE_REAUTH_LIMIT; i += 1) {
      await vi.advanceTimersByTimeAsync(ENGAGE_REAUTH_DELAY_MS);
      expect(fetch).toHaveBeenCalledTimes(i + 1);
    }
    const error = await result;
    expect(error).toBeInstanceOf(EngageCallError);
    expect((error as EngageCallError).status).toBe(401);
    expect(renewToken).toHaveBeenCalledTimes(ENGAGE_REAUTH_LIMIT);
    expect(fetch).toHaveBeenCalledTimes(ENGAGE_REAUTH_LIMIT + 1);
    expect(ended).toHaveBeenCalledWith('expired');
    expect(store.get()).toBeNull();
  });

  it('count per session: those spent by earlier calls are gone; a new session has 10 again', async () => {
    const { call, fetch, renewToken, store } = setup([401, 200, 401, 200, 401]);
    for (const url of ['/a', '/b']) {
      const done = call(url);
      await vi.advanceTimersByTimeAsync(ENGAGE_REAUTH_DELAY_MS);
      await done;
    }
    expect(renewToken).toHaveBeenCalledTimes(2);
    // 8 left in this session: the ninth 401 in a row ends it
    const spent = call('/c').catch(() => 'ended');
    await vi.advanceTimersByTimeAsync(ENGAGE_REAUTH_DELAY_MS * ENGAGE_REAUTH_LIMIT);
    await expect(spent).resolves.toBe('ended');
    expect(renewToken).toHaveBeenCalledTimes(ENGAGE_REAUTH_LIMIT);
    expect(fetch).toHaveBeenCalledTimes(4 + 9);
    expect(store.get()).toBeNull();

    store.signIn(session('token-new'));
    const again = call('/d').catch(() => 'ended');
    await vi.advanceTimersByTimeAsync(ENGAGE_REAUTH_DELAY_MS * ENGAGE_REAUTH_LIMIT);
    await expect(again).resolves.toBe('ended');
    expect(renewToken).toHaveBeenCalledTimes(ENGAGE_REAUTH_LIMIT * 2);
  });

  it('stop when the bank refuses the renewal (the session is over)', async () => {
    const { call, fetch, renewToken, store } = setup([401, 200]);
    renewToken.mockImplementationOnce(async () => {
      store.clear('expired');
      return false;
    });
    const result = call('/api/engage/getdom').catch((error: unknown) => (error as EngageCallError).status);
    await vi.advanceTimersByTimeAsync(ENGAGE_REAUTH_DELAY_MS);
    await expect(result).resolves.toBe(401);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('send the token renewed meanwhile by another call, without renewing it again', async () => {
    const { call, renewToken, tokens, store } = setup([401, 200]);
    const result = call('/api/engage/getdom');
    store.setToken({ value: 'token-fresh', expiresAt: Date.now() + 3_600_000 });
    await vi.advanceTimersByTimeAsync(ENGAGE_REAUTH_DELAY_MS);
    await result;
    expect(renewToken).not.toHaveBeenCalled();
    expect(tokens).toEqual(['Bearer token-1', 'Bearer token-fresh']);
  });

  it('in a browser, re-authenticate at once; other failures are not retried', async () => {
    const { call, fetch } = setup([401, 200], 0);
    await expect(call('/x')).resolves.toEqual({ ok: 200 });
    expect(fetch).toHaveBeenCalledTimes(2);
    const refused = setup([404]);
    await expect(refused.call('/y')).rejects.toMatchObject({ status: 404 });
    expect(refused.renewToken).not.toHaveBeenCalled();
  });
});
