import { describe, expect, it, vi } from 'vitest';
import { carryProductToken } from './product-token-fetch.ts';
import type { SessionTokenManager } from './session-token.ts';

const ORIGIN = 'http://localhost:3000';

function managerWith(tokens: string[]): SessionTokenManager {
  let current: string | null = null;
  return {
    get: vi.fn(async () => {
      current = tokens.shift() ?? null;
      return current
        ? { ok: true as const, token: current }
        : { ok: false as const, error: 'exhausted' as const };
    }),
    current: () => current,
    invalidate: vi.fn((token: string) => {
      if (current === token) current = null;
    }),
  };
}

const tokenOf = (init?: RequestInit) => new Headers(init?.headers).get('x-session-token');

describe('product calls carry the session token', () => {
  it('adds it to /api/product calls only, keeping the caller’s headers', async () => {
    const plain = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    const target = { fetch: plain as typeof fetch, location: { origin: ORIGIN } };
    carryProductToken(managerWith(['tok-a']), target);
    await target.fetch('/api/product/features', { headers: { authorization: 'Bearer bank' } });
    expect(tokenOf(plain.mock.calls[0]?.[1])).toBe('tok-a');
    expect(new Headers(plain.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer bank');
    for (const open of [
      '/api/product/version',
      '/api/product/help/faqList',
      '/api/bank/x',
      'https://x.test/api/product/features',
    ]) {
      await target.fetch(open);
      expect(tokenOf(plain.mock.calls.at(-1)?.[1])).toBeNull();
    }
  });

  it('a token refused by the backend is dropped and the call made once more with a new one', async () => {
    const plain = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      tokenOf(init) === 'old'
        ? Response.json({ status: 401, reason: 'invalidSessionToken' }, { status: 401 })
        : Response.json({ ok: true }),
    );
    const target = { fetch: plain as typeof fetch, location: { origin: ORIGIN } };
    const manager = managerWith(['old', 'new']);
    carryProductToken(manager, target);
    const response = await target.fetch('/api/product/log-settings');
    expect(response.status).toBe(200);
    expect(manager.invalidate).toHaveBeenCalledWith('old');
    expect(plain.mock.calls.map(([, init]) => tokenOf(init))).toEqual(['old', 'new']);
  });

  it('a 401 of the bank session itself is handed back as it is, not retried', async () => {
    const plain = vi.fn(async () =>
      Response.json({ status: 401, message: 'Sessão expirada' }, { status: 401 }),
    );
    const target = { fetch: plain as typeof fetch, location: { origin: ORIGIN } };
    const stop = carryProductToken(managerWith(['tok']), target);
    expect((await target.fetch('/api/product/features')).status).toBe(401);
    expect(plain).toHaveBeenCalledTimes(1);
    stop();
    expect(target.fetch).toBe(plain);
  });
});
