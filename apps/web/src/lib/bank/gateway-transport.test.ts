// @vitest-environment node
import { generateGatewayKeyPair, openRequest, sealAnswer } from '@carteira/core/envelope';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createGatewayTransport } from './gateway-transport.ts';
import { AnswerLostError, GatewayRefusedError } from './transport.ts';

type Pair = Awaited<ReturnType<typeof generateGatewayKeyPair>>;
let pair: Pair;

beforeAll(async () => {
  pair = await generateGatewayKeyPair();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A gateway that opens the envelope and answers with the path it was asked for. */
function fakeGateway(overrides: { post?: (init: RequestInit) => Promise<Response> } = {}) {
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url).endsWith('/public-key')) return json({ keyId: pair.keyId, publicKey: pair.spkiBase64 });
    if (overrides.post) return overrides.post(init ?? {});
    const { payload, answerKey } = await openRequest(
      pair.privateKey,
      pair.keyId,
      JSON.parse(String(init?.body)),
    );
    return json(
      await sealAnswer(answerKey, {
        success: true,
        status: 200,
        result: { path: payload.path, token: payload.token },
      }),
    );
  });
  return fetchFn;
}

describe('gateway transport', () => {
  it('seals the call, posts it and opens the answer; the public key is fetched once', async () => {
    const fetchFn = fakeGateway();
    const transport = createGatewayTransport({ fetchFn });
    const call = { path: 'conta/consultar-saldo', method: 'POST' as const, body: {}, token: 't1' };
    await expect(transport.send(call)).resolves.toEqual({
      success: true,
      status: 200,
      result: { path: call.path, token: 't1' },
    });
    await transport.send(call);
    const keyFetches = fetchFn.mock.calls.filter(([url]) => String(url).endsWith('/public-key'));
    expect(keyFetches).toHaveLength(1);
  });

  it('posts to the hash path when told, and to the main path otherwise', async () => {
    const fetchFn = fakeGateway();
    const transport = createGatewayTransport({ fetchFn });
    const call = { path: 'cartao/obter-cartao-completo-por-chave-cartao', method: 'POST' as const, body: {} };
    await transport.send(call, 'hash');
    await transport.send({ ...call, path: 'conta/consultar-saldo' });
    const posts = fetchFn.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url]) => String(url));
    expect(posts).toEqual(['/api/gateway/hash', '/api/gateway']);
  });

  it('a network failure is a lost answer', async () => {
    const transport = createGatewayTransport({
      fetchFn: fakeGateway({ post: () => Promise.reject(new TypeError('offline')) }),
    });
    await expect(transport.send({ path: 'a', method: 'POST', body: {} })).rejects.toBeInstanceOf(
      AnswerLostError,
    );
  });

  it('an answer that takes longer than the time-out is a lost answer', async () => {
    const post = (init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const transport = createGatewayTransport({ fetchFn: fakeGateway({ post }), timeoutMs: 20 });
    await expect(transport.send({ path: 'a', method: 'POST', body: {} })).rejects.toBeInstanceOf(
      AnswerLostError,
    );
  });

  it('a refusal (HTTP 400) drops the cached key so the next call fetches it again', async () => {
    let refuse = true;
    const fetchFn = fakeGateway();
    const gateway = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (!String(url).endsWith('/public-key') && refuse) {
        refuse = false;
        return json(
          { success: false, status: 400, error: { code: 40000, message: 'Requisição inválida' } },
          400,
        );
      }
      return fetchFn(url, init);
    });
    const transport = createGatewayTransport({ fetchFn: gateway });
    const call = { path: 'a', method: 'POST' as const, body: {} };
    await expect(transport.send(call)).rejects.toBeInstanceOf(GatewayRefusedError);
    await expect(transport.send(call)).resolves.toMatchObject({ success: true });
    expect(gateway.mock.calls.filter(([url]) => String(url).endsWith('/public-key'))).toHaveLength(2);
  });

  it('a 502 from a proxy is a lost answer', async () => {
    const transport = createGatewayTransport({
      fetchFn: fakeGateway({ post: async () => new Response('bad gateway', { status: 502 }) }),
    });
    await expect(transport.send({ path: 'a', method: 'POST', body: {} })).rejects.toBeInstanceOf(
      AnswerLostError,
    );
  });

  describe('a rotated key', () => {
    /** A gateway that opens calls sealed for the key it publishes; after `rotate()` the old key is retired. */
    async function rotatingGateway(options: { alwaysRetired?: boolean } = {}) {
      const next = await generateGatewayKeyPair();
      let published = pair;
      const posted: string[] = [];
      const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        if (String(url).endsWith('/public-key')) {
          return json({ keyId: published.keyId, publicKey: published.spkiBase64 });
        }
        const envelope = JSON.parse(String(init?.body));
        const keyId = atob(envelope.m).slice(3);
        posted.push(keyId);
        if (keyId !== published.keyId || options.alwaysRetired) {
          return json(
            { success: false, status: 400, error: { code: 40001, message: 'Chave do gateway aposentada' } },
            400,
          );
        }
        const { payload, answerKey } = await openRequest(published.privateKey, published.keyId, envelope);
        return json(
          await sealAnswer(answerKey, { success: true, status: 200, result: { path: payload.path } }),
        );
      });
      const keyFetches = () =>
        fetchFn.mock.calls.filter(([url]) => String(url).endsWith('/public-key')).length;
      return {
        fetchFn,
        posted,
        next,
        keyFetches,
        rotate() {
          published = next;
        },
      };
    }

    it('on "key retired" it fetches the key again and sends the call once more, sealed for the new key', async () => {
      const gateway = await rotatingGateway();
      const transport = createGatewayTransport({ fetchFn: gateway.fetchFn });
      await expect(transport.send({ path: 'a', method: 'POST', body: {} })).resolves.toMatchObject({
        success: true,
      });
      // The page keeps the key it fetched; the gateway rotates and the old key's grace ends.
      gateway.rotate();
      await expect(transport.send({ path: 'pix/transferir', method: 'POST', body: {} })).resolves.toEqual({
        success: true,
        status: 200,
        result: { path: 'pix/transferir' },
      });
      expect(gateway.posted).toEqual([pair.keyId, pair.keyId, gateway.next.keyId]);
      expect(gateway.keyFetches()).toBe(2);
      // The next call goes straight to the new key.
      await transport.send({ path: 'a', method: 'POST', body: {} });
      expect(gateway.posted.at(-1)).toBe(gateway.next.keyId);
      expect(gateway.keyFetches()).toBe(2);
    });

    it('a second "key retired" in a row is a refusal: it tries once more, never in a loop', async () => {
      const gateway = await rotatingGateway({ alwaysRetired: true });
      gateway.rotate();
      const transport = createGatewayTransport({ fetchFn: gateway.fetchFn });
      await expect(transport.send({ path: 'a', method: 'POST', body: {} })).rejects.toBeInstanceOf(
        GatewayRefusedError,
      );
      expect(gateway.posted).toHaveLength(2);
    });
  });
});
