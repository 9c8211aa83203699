import { FEATURE_FLAGS } from '@carteira/core/flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, call, expectError, login, resultOf } from '../../test/bank-helpers.ts';
import { api, financingLogin } from '../../test/financing-helpers.ts';
import { asProduct } from '../../test/own-tables.ts';
import { DEMO_CUSTOMERS, sandboxSelfie } from '../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cpfSha256, featureFlagsFor, flagBucket, setFeatureFlag } from './feature-flags.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, ANA)).token;
});
afterAll(() => t.close());

const features = (bearer = token) =>
  t.app.inject({
    method: 'GET',
    url: '/api/product/features',
    headers: { authorization: `Bearer ${bearer}` },
  });
const door = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/feature-flags', payload });

describe('feature flags', () => {
  it('GET features answers the nine flags for the session customer; 401 without one', async () => {
    const res = await features();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.json().flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(res.json().flags).toMatchObject({ chatbot: true, gamification: true, dogfoodLogging: false });
    expect((await features('not-a-token')).statusCode).toBe(401);
  });

  it('the sandbox door turns a flag off and on again for everyone, read by the next call', async () => {
    expect((await door({ feature: 'chatbot', rollout: 'off' })).statusCode).toBe(200);
    expect((await features()).json().flags.chatbot).toBe(false);
    expect((await door({ feature: 'chatbot', rollout: 'on' })).statusCode).toBe(200);
    expect((await features()).json().flags.chatbot).toBe(true);
  });

  it('refuses an unknown flag or setting and changes nothing', async () => {
    for (const payload of [
      { feature: 'chatbot', rollout: '101' },
      { feature: 'chatbot', rollout: 'yes' },
      { feature: 'nope', rollout: 'on' },
      { rollout: 'on' },
    ]) {
      expect((await door(payload)).statusCode).toBe(400);
    }
    expect((await features()).json().flags.chatbot).toBe(true);
  });

  it('a share splits the demo customers by their keyed bucket, the same way every time', async () => {
    expect((await door({ feature: 'gamification', rollout: '50' })).statusCode).toBe(200);
    const key = t.config.cpfHashKey;
    const first = await Promise.all(
      DEMO_CUSTOMERS.map(async (c) => (await featureFlagsFor(asProduct(t.db), key, c.cpf)).gamification),
    );
    const again = await Promise.all(
      DEMO_CUSTOMERS.map(async (c) => (await featureFlagsFor(asProduct(t.db), key, c.cpf)).gamification),
    );
    expect(again).toEqual(first);
    for (const [i, c] of DEMO_CUSTOMERS.entries()) {
      expect(first[i]).toBe(flagBucket(key, 'gamification', c.cpf) < 50);
    }
    // with 17 customers, a share of a half leaves some on and some off
    expect(first).toContain(true);
    expect(first).toContain(false);
    // a customer's own row wins over the share
    const someoneOff = DEMO_CUSTOMERS[first.indexOf(false)];
    if (!someoneOff) throw new Error('expected a customer outside the share');
    await setFeatureFlag(asProduct(t.db), 'gamification', cpfSha256(someoneOff.cpf), true);
    expect((await featureFlagsFor(asProduct(t.db), key, someoneOff.cpf)).gamification).toBe(true);
    expect((await door({ feature: 'gamification', rollout: '0' })).statusCode).toBe(200);
    expect((await featureFlagsFor(asProduct(t.db), key, ANA.cpf)).gamification).toBe(
      ANA.cpf === someoneOff.cpf,
    );
    await door({ feature: 'gamification', rollout: 'on' });
  });

  it('buckets by a keyed hash: another server key gives other buckets, no bucket names the CPF', () => {
    const buckets = (key: string) => DEMO_CUSTOMERS.map((c) => flagBucket(key, 'creditCard', c.cpf));
    expect(buckets('k1'.repeat(16))).not.toEqual(buckets('k2'.repeat(16)));
    expect(buckets('k1'.repeat(16))).toEqual(buckets('k1'.repeat(16)));
  });
});

describe('a product flag off refuses a new contract at the server (40290)', () => {
  it('the credit card and the smartphone financing, for this customer only, and nothing moves', async () => {
    const bruno = await login(t.app, BRUNO);
    await setFeatureFlag(asProduct(t.db), 'creditCard', cpfSha256(BRUNO.cpf), false);
    await setFeatureFlag(asProduct(t.db), 'smartPhoneFinancing', cpfSha256(BRUNO.cpf), false);
    const balance = async () =>
      resultOf<{ saldo: number }>(
        await call(t.app, 'conta/consultar-saldo', { chaveDeConta: bruno.accountId }, bruno.token),
      ).saldo;
    const before = await balance();
    expectError(
      await call(
        t.app,
        'contas/cartao-garantia/contrato-corrente/assinatura',
        {
          chaveDeConta: bruno.accountId,
          valor: 500,
          pin: BRUNO.pin,
          imagemBase64: Buffer.from(sandboxSelfie()).toString('base64'),
        },
        bruno.token,
      ),
      403,
      40290,
    );
    expect(await balance()).toBe(before);

    const financed = await financingLogin(t.app, BRUNO);
    const refused = await api(t.app, financed, 'POST', '/v1/api/contracting/create', {
      cpf: BRUNO.cpf,
      storeUserId: 'u1',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 403, code: 40290 });
    // another customer, with the flags on for everyone, still starts one
    const ana = await financingLogin(t.app, ANA);
    expect(
      (await api(t.app, ana, 'POST', '/v1/api/contracting/create', { cpf: ANA.cpf, storeUserId: 'u1' }))
        .status,
    ).toBe(201);
  });
});
