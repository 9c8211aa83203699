import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, type LoggedIn, login } from '../../test/bank-helpers.ts';
import { asProduct } from '../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cpfSha256, setFeatureFlag } from './feature-flags.ts';

const NOW = new Date('2026-10-01T15:00:00Z');
const serverLines: string[] = [];
let t: TestApp;
let ana: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({
    now: () => NOW,
    logger: { level: 'debug', stream: { write: (line) => void serverLines.push(line) } },
  });
  ana = await login(t.app, ANA);
});
afterAll(() => t.close());

function record(overrides: Record<string, unknown> = {}) {
  return {
    category: 'app',
    loglevel: 3,
    logs: 'Failed to refresh token.',
    component: 'bank-client',
    eventTime: NOW.getTime() - 1000,
    eventTimeString: '2026-10-01T14:59:59.000Z',
    webviewVersion: '1.504',
    ...overrides,
  };
}

function post(payload: unknown, token: string | null = ana.token) {
  return t.app.inject({
    method: 'POST',
    url: '/api/product/logs',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });
}

const rows = () => t.db.selectFrom('app_log').selectAll().orderBy('received_at').execute();

describe('POST /api/product/logs', () => {
  it('stores a record for the customer of the bank session', async () => {
    const answer = await post(record());
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ stored: true });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      customer_id: ana.customerId,
      loglevel: 3,
      logs: 'Failed to refresh token.',
      component: 'bank-client',
      webview_version: '1.504',
    });
  });

  it('drops a whole record that holds a sensitive word, and writes it nowhere', async () => {
    const secret = 'senha=carteira123 pinAtual=1234';
    const answer = await post(record({ logs: `login failed ${secret}` }));
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ stored: false });
    expect(await rows()).toHaveLength(1);
    expect(serverLines.join('')).not.toContain('carteira123');
  });

  it('refuses 5000 bytes or more, unknown fields, bad levels and no session, storing nothing', async () => {
    expect((await post(record({ logs: 'x'.repeat(4900) }))).statusCode).toBe(413);
    expect((await post({ ...record(), cpf: '39053344705' })).statusCode).toBe(400);
    expect((await post(record({ loglevel: 7 }))).statusCode).toBe(400);
    expect((await post(record({ eventTime: NOW.getTime() - 30 * 86_400_000 }))).statusCode).toBe(400);
    expect((await post(record(), null)).statusCode).toBe(401);
    expect(await rows()).toHaveLength(1);
  });
});

describe('GET /api/product/log-settings: the level is the backend’s choice', () => {
  const settings = (app: TestApp, token: string | null) =>
    app.app.inject({
      method: 'GET',
      url: '/api/product/log-settings',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('development sends everything; production from warnings, or everything under the dogfood flag', async () => {
    const here = await settings(t, ana.token);
    expect(here.statusCode).toBe(200);
    expect(here.json()).toEqual({
      level: 0,
      scheduler: false,
      frequency: 24,
      appLogLimit: 2000,
      arbitrationLog: 6000,
      closingLog: 20000,
      oldLogLimit: 100,
    });
    expect((await settings(t, null)).statusCode).toBe(401);

    const prod = await createTestApp({ now: () => NOW, config: { environment: 'production' } });
    try {
      const bruno = await login(prod.app, BRUNO);
      expect((await settings(prod, bruno.token)).json().level).toBe(2);
      const info = await prod.app.inject({
        method: 'POST',
        url: '/api/product/logs',
        headers: { authorization: `Bearer ${bruno.token}` },
        payload: record({ loglevel: 1 }),
      });
      expect(info.json()).toEqual({ stored: false });
      await setFeatureFlag(asProduct(prod.db), 'dogfoodLogging', cpfSha256(BRUNO.cpf), true);
      expect((await settings(prod, bruno.token)).json().level).toBe(0);
      const kept = await prod.app.inject({
        method: 'POST',
        url: '/api/product/logs',
        headers: { authorization: `Bearer ${bruno.token}` },
        payload: record({ loglevel: 1 }),
      });
      expect(kept.json()).toMatchObject({ stored: true });
    } finally {
      await prod.close();
    }
  });
});
