import { BROWSER_TEST_CREDENTIALS } from '@carteira/core/shell-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, login } from '../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const HOUR = 3_600_000;

let t: TestApp;
let clock = NOW;
let bank: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  bank = (await login(t.app, ANA)).token;
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/product/${url}`, payload });
const features = (sessionToken?: string, app = t.app, bearer = bank) =>
  app.inject({
    method: 'GET',
    url: '/api/product/features',
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(sessionToken ? { 'x-session-token': sessionToken } : {}),
    },
  });
const maker = {
  deviceId: 'phone-1',
  barcode: 'BC12345678',
  anonymizedSerialNumber: 'anon-1',
  sessionToken: 'sandbox-shell-phone-1',
};

describe('the product backend session token', () => {
  it('getToken gives the maker app a token for 24 hours; getTokenForNm the NM app one for 1 hour', async () => {
    const res = await post('getToken', { ...maker, nmHardwareType: 'NONMOTO_HY' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().expiresAfter).toBe(NOW.getTime() + 24 * HOUR);
    const nm = await post('getTokenForNm', {
      firebaseUserId: 'fb-7',
      firebaseAuthToken: 'sandbox-firebase-fb-7',
    });
    expect(nm.statusCode).toBe(200);
    expect(nm.json().expiresAfter).toBe(NOW.getTime() + HOUR);
    const browser = await post('getToken', BROWSER_TEST_CREDENTIALS);
    expect(browser.json().expiresAfter).toBe(NOW.getTime() + 24 * HOUR);
    // kept only as a hash
    const rows = await t.db.selectFrom('shell_session_token').select(['token_hash', 'holder_hash']).execute();
    expect(JSON.stringify(rows)).not.toContain(res.json().token);
    expect(JSON.stringify(rows)).not.toContain('phone-1');
  });

  it('refuses credentials the outside parties do not vouch for, with the reason the app reacts to', async () => {
    const wrong = await post('getToken', { ...maker, sessionToken: 'sandbox-shell-other' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().reason).toBe('invalidSessionToken');
    const lost = await post('getToken', {
      ...maker,
      deviceId: 'unknown',
      sessionToken: 'sandbox-shell-unknown',
    });
    expect(lost.json().reason).toBe('deviceNotFound');
    const nm = await post('getTokenForNm', { firebaseUserId: 'fb-7', firebaseAuthToken: 'forged' });
    expect(nm.statusCode).toBe(401);
    for (const bad of [
      { ...maker, extra: 1 },
      { ...maker, nmHardwareType: 'OTHER' },
      { firebaseUserId: 'x' },
    ]) {
      expect((await post('getToken', bad)).statusCode).toBe(400);
    }
  });

  it('a product call with a token checks it: in date passes, expired or unknown is refused', async () => {
    const nm = (
      await post('getTokenForNm', { firebaseUserId: 'fb-8', firebaseAuthToken: 'sandbox-firebase-fb-8' })
    ).json();
    expect((await features(nm.token)).statusCode).toBe(200);
    expect((await features('x'.repeat(43))).json().reason).toBe('invalidSessionToken');
    clock = new Date(NOW.getTime() + HOUR);
    const late = await features(nm.token);
    expect(late.statusCode).toBe(401);
    expect(late.json().reason).toBe('invalidSessionToken');
    clock = NOW;
    // the sandbox lets a call without one through; the public calls never ask for one
    expect((await features()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/product/version' })).statusCode).toBe(200);
  });
});

describe('in production a product call without a token is refused', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ now: () => NOW, config: { mode: 'production' } });
  });
  afterAll(() => prod.close());

  it('missing: 401 missingSessionToken; a browser token gets through; no shell is vouched for without its adapter', async () => {
    const bearer = (await login(prod.app, ANA)).token;
    const missing = await features(undefined, prod.app, bearer);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().reason).toBe('missingSessionToken');
    const record = (
      await prod.app.inject({
        method: 'POST',
        url: '/api/product/getToken',
        payload: BROWSER_TEST_CREDENTIALS,
      })
    ).json();
    expect((await features(record.token, prod.app, bearer)).statusCode).toBe(200);
    const shell = await prod.app.inject({ method: 'POST', url: '/api/product/getToken', payload: maker });
    expect(shell.json().reason).toBe('deviceNotFound');
  });
});
