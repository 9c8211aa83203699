import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, login } from '../../test/bank-helpers.ts';
import { asProduct } from '../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setFeatureFlag } from './feature-flags.ts';

const lines: string[] = [];
let t: TestApp;
let token: string;
const hashOf = (cpf: string) => createHash('sha256').update(cpf).digest('hex');

beforeAll(async () => {
  // debug: the request lines (one per request) are what this file checks for CPFs and secrets
  t = await createTestApp({ logger: { level: 'debug', stream: { write: (line) => void lines.push(line) } } });
  token = (await login(t.app, ANA)).token;
});
afterAll(() => t.close());

const flag = (payload: unknown, bearer = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/product/checkFeatureAvailable',
    headers: { authorization: `Bearer ${bearer}` },
    payload: payload as object,
  });

describe('product backend', () => {
  it('smartphoneFinanceAuth: a fresh credential per call for the bank session, 401 without one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/product/smartphoneFinanceAuth' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      status: 401,
      message: expect.any(String),
      details: expect.any(String),
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/product/smartphoneFinanceAuth',
      headers: { authorization: 'Bearer not-a-real-token-at-all' },
    });
    expect(bad.statusCode).toBe(401);
    const get = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/product/smartphoneFinanceAuth',
        headers: { authorization: `Bearer ${token}` },
      });
    const [a, b] = [await get(), await get()];
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.json()).toMatchObject({ expiresIn: 600 });
    expect(a.json().password).not.toBe(b.json().password);
    const stored = await t.db.selectFrom('financing_credential').select('secret_hash').execute();
    expect(stored.map((row) => row.secret_hash)).not.toContain(a.json().password);
  });

  it('checkFeatureAvailable answers by CPF hash; a per-CPF row wins; never the CPF in clear', async () => {
    const hash = hashOf(ANA.cpf);
    expect((await flag({ feature: 'smartPhoneFinancing', cpfHash: hash })).json()).toEqual({
      feature: 'smartPhoneFinancing',
      enabled: true,
    });
    expect((await flag({ feature: 'smartPhoneFinancing', cpfHash: ANA.cpf })).statusCode).toBe(400);
    expect((await flag({ feature: 'smartPhoneFinancing', cpfHash: hashOf(BRUNO.cpf) })).statusCode).toBe(403);
    expect((await flag({ feature: 'somethingElse', cpfHash: hash })).json().enabled).toBe(false);
    expect((await flag({ cpfHash: hash })).statusCode).toBe(400);
    await setFeatureFlag(asProduct(t.db), 'smartPhoneFinancing', hash, false);
    expect((await flag({ feature: 'smartPhoneFinancing', cpfHash: hash })).json().enabled).toBe(false);
    await setFeatureFlag(asProduct(t.db), 'smartPhoneFinancing', hash, true);
    expect((await flag({ feature: 'smartPhoneFinancing', cpfHash: hash })).json().enabled).toBe(true);
  });

  it('the financing history path carries the CPF, but no log line does', async () => {
    const credential = await t.app.inject({
      method: 'GET',
      url: '/api/product/smartphoneFinanceAuth',
      headers: { authorization: `Bearer ${token}` },
    });
    const auth = await t.app.inject({
      method: 'POST',
      url: '/v1/api/authentication',
      payload: credential.json(),
    });
    const history = await t.app.inject({
      method: 'GET',
      url: `/v1/api/contracting/history/${ANA.cpf}/carteira`,
      headers: { authorization: `Bearer ${auth.json().accessToken}` },
    });
    expect(history.statusCode).toBe(200);
    const all = lines.join('\n');
    expect(all).toContain('/v1/api/contracting/history/');
    expect(all).not.toContain(ANA.cpf);
    expect(all).not.toContain(credential.json().password);
    expect(all).not.toContain(auth.json().accessToken);
  });
});

describe('the financing credential', () => {
  const fresh = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/product/smartphoneFinanceAuth',
      headers: { authorization: `Bearer ${token}` },
    });
  const authenticate = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/v1/api/authentication', payload });

  it('buys one token only: a second login with it is refused', async () => {
    const credential = (await fresh()).json();
    const first = await authenticate(credential);
    expect(first.statusCode).toBe(201);
    const second = await authenticate(credential);
    expect(second.statusCode).toBe(401);
    // the token bought first still works
    const state = await t.app.inject({
      method: 'GET',
      url: `/v1/api/contracting/history/${ANA.cpf}/carteira`,
      headers: { authorization: `Bearer ${first.json().accessToken}` },
    });
    expect(state.statusCode).toBe(200);
  });

  it('gives one token to two logins racing with the same credential', async () => {
    const credential = (await fresh()).json();
    const answers = await Promise.all(Array.from({ length: 8 }, () => authenticate(credential)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('is not used up by a wrong password', async () => {
    const credential = (await fresh()).json();
    expect((await authenticate({ ...credential, password: 'wrong-password-x' })).statusCode).toBe(401);
    expect((await authenticate(credential)).statusCode).toBe(201);
  });
});
