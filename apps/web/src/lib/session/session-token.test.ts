import { describe, expect, it, vi } from 'vitest';
import type { NativeBridge } from '../../native/bridge-types.ts';
import {
  createSessionTokenManager,
  SESSION_TOKEN_RETRY_DELAYS_MS,
  type TokenAnswer,
} from './session-token.ts';

const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;

function setup(answers: TokenAnswer[], options: { nm?: boolean; now?: () => number } = {}) {
  const slept: number[] = [];
  const request = vi.fn(async (): Promise<TokenAnswer> => answers.shift() ?? { ok: false, status: 500 });
  const getFirebaseToken = vi.fn(async () => 'firebase');
  const bridge = { getFirebaseToken } as unknown as NativeBridge;
  const manager = createSessionTokenManager({
    bridge,
    request,
    variant: options.nm ? 'nm' : 'maker',
    now: options.now ?? (() => NOW),
    sleep: async (ms) => void slept.push(ms),
  });
  return { manager, request, slept, getFirebaseToken };
}

const token = (value: string, validMs: number): TokenAnswer => ({
  ok: true,
  record: { token: value, expiresAfter: NOW + validMs },
});
const missing: TokenAnswer = { ok: false, status: 401, reason: 'missingSessionToken' };

describe('session token', () => {
  it('retries a missing token with the back-off 0, 1, 2, 5, 30, 60 s, then makes no further attempt', async () => {
    const { manager, request, slept } = setup(Array(10).fill(missing));
    expect(await manager.get()).toEqual({ ok: false, error: 'exhausted' });
    expect(slept).toEqual([...SESSION_TOKEN_RETRY_DELAYS_MS]);
    expect(slept).toEqual([0, 1000, 2000, 5000, 30000, 60000]);
    expect(await manager.get()).toEqual({ ok: false, error: 'exhausted' });
    expect(request).toHaveBeenCalledTimes(6);
  });

  it('a success resets the back-off, and the token is reused while over an hour remains', async () => {
    let now = NOW;
    const { manager, request, slept } = setup(
      [missing, missing, token('t1', 24 * HOUR), missing, token('t2', 48 * HOUR)],
      {
        now: () => now,
      },
    );
    expect(await manager.get()).toEqual({ ok: true, token: 't1' });
    expect(slept).toEqual([0, 1000, 2000]);
    now = NOW + 22 * HOUR; // 2 hours left: reused
    expect(await manager.get()).toEqual({ ok: true, token: 't1' });
    expect(request).toHaveBeenCalledTimes(3);
    now = NOW + 23.5 * HOUR; // under an hour left: refreshed, back-off from its start
    expect(await manager.get()).toEqual({ ok: true, token: 't2' });
    expect(slept).toEqual([0, 1000, 2000, 0, 1000]);
  });

  it('on the NM app a 400 or 401 refreshes the Firebase token and retries, and the margin is 5 minutes', async () => {
    let now = NOW;
    const { manager, getFirebaseToken } = setup(
      [{ ok: false, status: 400 }, { ok: false, status: 401 }, token('nm', HOUR)],
      { nm: true, now: () => now },
    );
    expect(await manager.get()).toEqual({ ok: true, token: 'nm' });
    expect(getFirebaseToken).toHaveBeenCalledTimes(2);
    now = NOW + 50 * 60_000; // 10 minutes left: still reused on NM
    expect(await manager.get()).toEqual({ ok: true, token: 'nm' });
  });

  it('another 401 is device-not-found, another status is returned, both without retrying', async () => {
    const notFound = setup([{ ok: false, status: 401, reason: 'other' }]);
    expect(await notFound.manager.get()).toEqual({ ok: false, error: 'deviceNotFound', status: 401 });
    expect(notFound.request).toHaveBeenCalledTimes(1);
    const failed = setup([{ ok: false, status: 503 }]);
    expect(await failed.manager.get()).toEqual({ ok: false, error: 'failed', status: 503 });
    expect(failed.request).toHaveBeenCalledTimes(1);
  });

  it('a token the backend refused is dropped and the next get asks anew', async () => {
    const { manager, request } = setup([token('t1', 24 * HOUR), token('t2', 24 * HOUR)]);
    expect(await manager.get()).toEqual({ ok: true, token: 't1' });
    expect(manager.current()).toBe('t1');
    manager.invalidate('other');
    expect(manager.current()).toBe('t1');
    manager.invalidate('t1');
    expect(manager.current()).toBeNull();
    expect(await manager.get()).toEqual({ ok: true, token: 't2' });
    expect(request).toHaveBeenCalledTimes(2);
  });
});
