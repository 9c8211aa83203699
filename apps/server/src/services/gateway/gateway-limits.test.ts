import { randomBytes } from 'node:crypto';
import { bytesToBase64, openAnswer, type SealedAnswer } from '@carteira/core/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../test/gateway-client.ts';
import { DEMO_CUSTOMERS, SANDBOX_DEVICE_METADATA } from '../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { GATEWAY_BODY_LIMIT, HASH_RATE_LIMIT, REFUSED } from './gateway.plugin.ts';

const ana = DEMO_CUSTOMERS[0];
const LIMIT = 40;
const lines: string[] = [];
let t: TestApp;
let client: Awaited<ReturnType<typeof createGatewayClient>>;

beforeAll(async () => {
  t = await createTestApp({
    config: { gatewayRateLimit: { max: LIMIT, windowMs: 60_000 } },
    logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
  });
  client = await createGatewayClient(t.app);
});
afterAll(async () => t?.close());

/** A sealed call from an address: the in-process requests carry it as their remote address. */
async function sealedFrom(address: string, path: string, body: unknown, token?: string) {
  const { envelope, answerKey } = await client.seal({
    path,
    method: 'POST',
    body,
    ...(token ? { token } : {}),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gateway',
    payload: envelope,
    remoteAddress: address,
  });
  return { res, open: <T>() => openAnswer<T>(answerKey, res.json() as SealedAnswer) };
}

/** What the outside test sent: the right key id, a random wrapped key, so only the RSA work fails. */
async function forged(): Promise<object> {
  const { envelope } = await client.seal({ path: 'conta/consultar-saldo', method: 'POST', body: {} });
  const e = envelope as unknown as Record<string, string>;
  return { ...e, j: bytesToBase64(randomBytes(Buffer.from(e.j ?? '', 'base64').length)) };
}

describe('the gateway under a flood', () => {
  it('refuses an address over its limit with a cheap 429, and valid calls from others still succeed', async () => {
    if (!ana) throw new Error('fixture');
    const before = lines.length;
    const flood = Promise.all(
      Array.from({ length: 200 }, async () =>
        t.app.inject({
          method: 'POST',
          url: '/api/gateway',
          payload: await forged(),
          remoteAddress: '203.0.113.9',
        }),
      ),
    );
    const valid = (async () => {
      const login = await sealedFrom('198.51.100.7', 'autenticar/cliente', {
        identificacaoFiscal: ana.cpf,
        senha: ana.senha,
        metadados: SANDBOX_DEVICE_METADATA,
      });
      const session = login.open<{
        success: boolean;
        result: { accessToken: string; contas: { chaveDeConta: string }[] };
      }>();
      const { result } = await session;
      const answers = [];
      for (let i = 0; i < 10; i++) {
        const call = await sealedFrom(
          '198.51.100.7',
          'conta/consultar-saldo',
          { chaveDeConta: result.contas[0]?.chaveDeConta },
          result.accessToken,
        );
        answers.push(await call.open<{ success: boolean }>());
      }
      return answers;
    })();
    const [flooded, answers] = await Promise.all([flood, valid]);
    expect(answers.every((a) => a.success)).toBe(true);

    const statuses = flooded.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - LIMIT);
    const limited = flooded.find((r) => r.statusCode === 429);
    expect(limited?.json()).toEqual({ ...REFUSED, status: 429 });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);

    // 200 refusals, not one line each: one summary line when the count is flushed
    const refusalLines = () => lines.slice(before).filter((l) => !l.includes('"bank call"'));
    expect(refusalLines()).toEqual([]);
    t.app.refusals.flush();
    const summary = refusalLines().map(
      (l) => JSON.parse(l) as { refused: Record<string, number>; total: number },
    );
    expect(summary).toHaveLength(1);
    expect(summary[0]?.refused['http-429']).toBe(200 - LIMIT);
    expect(summary[0]?.total).toBe(200);
  });

  it('answers form-encoded bodies 415 and oversized ones 413, in the one refusal shape', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/gateway',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'p=1&j=2',
      remoteAddress: '192.0.2.1',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ ...REFUSED, status: 415 });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/gateway',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ p: 'x'.repeat(GATEWAY_BODY_LIMIT) }),
      remoteAddress: '192.0.2.2',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ ...REFUSED, status: 413 });
  });

  it('holds the hash path to its own tighter limit; the main path keeps its own count', async () => {
    const address = '203.0.113.77';
    const onHash = () =>
      forged().then((payload) =>
        t.app.inject({ method: 'POST', url: '/api/gateway/hash', payload, remoteAddress: address }),
      );
    for (let i = 0; i < HASH_RATE_LIMIT.max; i += 1) expect((await onHash()).statusCode).toBe(400);
    expect((await onHash()).statusCode).toBe(429);
    const { res } = await sealedFrom(address, 'conta/consultar-saldo', {});
    expect(res.statusCode).toBe(200);
  });
});
