import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadConfig } from './config.ts';

let t: TestApp | undefined;
afterEach(async () => t?.close());

/** A gateway allowing 3 sealed calls a minute per client address, behind TRUST_PROXY=<value>. */
async function gatewayBehind(value: string): Promise<TestApp> {
  const { trustProxy } = loadConfig({ TRUST_PROXY: value });
  t = await createTestApp({
    seed: false,
    config: { trustProxy, gatewayRateLimit: { max: 3, windowMs: 60_000 } },
  });
  return t;
}

async function post(app: TestApp, remoteAddress: string, forwardedFor?: string): Promise<number> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/gateway',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {},
  });
  return res.statusCode;
}

describe('TRUST_PROXY', () => {
  it('true trusts one proxy, not every hop: a rotating X-Forwarded-For does not pass the limit', async () => {
    const app = await gatewayBehind('true');
    const statuses: number[] = [];
    // The proxy (127.0.0.1) appends the address it saw to whatever the client sent.
    for (let i = 1; i <= 6; i++) statuses.push(await post(app, '127.0.0.1', `10.9.${i}.${i}, 203.0.113.7`));
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
    // Another client behind the same proxy has its own allowance.
    expect(await post(app, '127.0.0.1', '203.0.113.8')).not.toBe(429);
  });

  it('a hop count takes the address that many proxies back', async () => {
    const app = await gatewayBehind('2');
    for (let i = 1; i <= 3; i++) await post(app, '127.0.0.1', `10.9.${i}.${i}, 203.0.113.7, 10.0.0.2`);
    expect(await post(app, '127.0.0.1', '192.0.2.1, 203.0.113.7, 10.0.0.3')).toBe(429);
    expect(await post(app, '127.0.0.1', '192.0.2.1, 203.0.113.9, 10.0.0.3')).not.toBe(429);
  });

  it('addresses and ranges: only a listed proxy is believed, a client reaching the server directly is not', async () => {
    const app = await gatewayBehind('127.0.0.1, 10.0.0.0/8');
    for (let i = 1; i <= 3; i++) await post(app, '127.0.0.1', `10.9.${i}.${i}, 203.0.113.7`);
    // Through two listed proxies (the inner one in 10/8), and straight from the same client: one bucket.
    expect(await post(app, '127.0.0.1', '192.0.2.1, 203.0.113.7, 10.1.2.3')).toBe(429);
    expect(await post(app, '203.0.113.7')).toBe(429);
    expect(await post(app, '127.0.0.1', '203.0.113.9')).not.toBe(429);
    // A client outside the list is its own address, whatever header it sends.
    const direct: number[] = [];
    for (let i = 1; i <= 4; i++) direct.push(await post(app, '198.51.100.9', `192.0.2.${i}`));
    expect(direct).toEqual([expect.any(Number), expect.any(Number), expect.any(Number), 429]);
    expect(direct.slice(0, 3)).not.toContain(429);
  });

  it('reads false, a count, and a list; refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toBe(3);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1 , 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,', '-1', '1.5', 'fd00::/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
