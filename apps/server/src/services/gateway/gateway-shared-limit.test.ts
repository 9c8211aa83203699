import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../test/gateway-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers where the tests look for one (the machines here run one). */
async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS);
  return new Promise((resolve) => {
    const socket = createConnection(Number(port || 6379), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const available = await redisAnswers();

describe.skipIf(!available)("several servers share the gateway's per-address limit in Redis", () => {
  const LIMIT = 6;
  const nameSpace = `carteira-test-${randomBytes(6).toString('hex')}-`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const config = {
      gatewayRateLimit: { max: LIMIT, windowMs: 60_000 },
      rateLimitRedis: { url: REDIS, nameSpace },
    };
    a = await createTestApp({ seed: false, config });
    b = await createTestApp({ seed: false, config });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('an address that spreads its calls over two servers gets the limit once, not once per server', async () => {
    const onA = await createGatewayClient(a.app);
    const onB = await createGatewayClient(b.app);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 4; i++) {
      const { envelope } = await (i % 2 === 0 ? onA : onB).seal({
        path: 'utilidades/consultar-proximo-dia-util',
        method: 'POST',
        body: { data: '2026-12-24' },
      });
      const app = i % 2 === 0 ? a.app : b.app;
      const res = await app.inject({
        method: 'POST',
        url: '/api/gateway',
        payload: envelope,
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429]);
    // another address still goes through, on either server
    const { envelope } = await onB.seal({
      path: 'utilidades/consultar-proximo-dia-util',
      method: 'POST',
      body: { data: '2026-12-24' },
    });
    const other = await b.app.inject({
      method: 'POST',
      url: '/api/gateway',
      payload: envelope,
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(200);
  });
});
