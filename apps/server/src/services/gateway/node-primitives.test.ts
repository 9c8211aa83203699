import {
  bytesToBase64,
  type Envelope,
  EnvelopeError,
  type GatewayKeyPair,
  generateGatewayKeyPair,
  openAnswer,
  openRequest,
  sealAnswer,
  sealRequest,
  webCryptoPrimitives,
} from '@carteira/core/envelope';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { nodePrimitives } from './node-primitives.ts';
import { GatewayKeyCache } from './opened-key-cache.ts';

let pair: GatewayKeyPair;
beforeAll(async () => {
  pair = await generateGatewayKeyPair();
});

const call = { path: '/bank/account/balance', method: 'POST' as const, body: { conta: '1234' }, token: 't' };
const bytes = (...values: number[]) => new Uint8Array(values);
const filled = (length: number, value: number) => new Uint8Array(length).fill(value);
const open = (envelope: unknown, cache?: GatewayKeyCache<Buffer>) =>
  openRequest(pair.privateKey, pair.keyId, envelope, Date.now(), undefined, cache, nodePrimitives);
/** The envelope with its cipher text changed and its digest made to match, so only AES-GCM can refuse it. */
async function withCipher(envelope: Envelope, change: (cipher: Uint8Array) => Uint8Array): Promise<Envelope> {
  const p = bytesToBase64(change(Uint8Array.from(atob(envelope.p), (c) => c.charCodeAt(0))));
  const h = await webCryptoPrimitives.sha256Base64(
    `${envelope.m}.${envelope.j}.${envelope.s}.${envelope.r}.${p}`,
  );
  return { ...envelope, p, h };
}

describe("the gateway's node:crypto primitives", () => {
  it('give what WebCrypto gives, byte for byte', async () => {
    const text = 'djE.j.s.r.p';
    expect(await nodePrimitives.sha256Base64(text)).toBe(await webCryptoPrimitives.sha256Base64(text));
    const secret = filled(32, 7);
    const salt = filled(16, 9);
    const iv = filled(16, 3);
    const plain = new TextEncoder().encode('{"saldo":"R$ 100,00"}');
    const nodeKey = await nodePrimitives.deriveKey(secret, salt);
    const webKey = await webCryptoPrimitives.deriveKey(secret, salt);
    const sealed = await nodePrimitives.encrypt(nodeKey, iv, plain);
    expect(Buffer.from(sealed)).toEqual(Buffer.from(await webCryptoPrimitives.encrypt(webKey, iv, plain)));
    const aad = bytes(1, 2, 3);
    const withAad = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad }, webKey, plain);
    expect(Buffer.from(await nodePrimitives.decrypt(nodeKey, iv, aad, new Uint8Array(withAad)))).toEqual(
      Buffer.from(plain),
    );
  });

  it('open a request the client sealed with WebCrypto, and seal an answer the client opens', async () => {
    const { envelope, answerKey } = await sealRequest(pair.publicKey, pair.keyId, call);
    const opened = await open(envelope);
    expect(opened.payload).toMatchObject({ path: call.path, method: 'POST', body: call.body, token: 't' });
    const answer = { status: 200, body: { saldo: 10_000 } };
    expect(await openAnswer(answerKey, await sealAnswer(opened.answerKey, answer, nodePrimitives))).toEqual(
      answer,
    );
  });

  it('refuse a cipher text or tag changed by one bit, or cut shorter than its tag', async () => {
    const { envelope } = await sealRequest(pair.publicKey, pair.keyId, call);
    const flipLast = (c: Uint8Array) => c.map((b, i) => (i === c.length - 1 ? b ^ 1 : b));
    const flipFirst = (c: Uint8Array) => c.map((b, i) => (i === 0 ? b ^ 1 : b));
    for (const change of [
      flipLast,
      flipFirst,
      (c: Uint8Array) => c.subarray(0, 15),
      (c: Uint8Array) => c.subarray(0, 0),
    ]) {
      await expect(open(await withCipher(envelope, change))).rejects.toEqual(new EnvelopeError('decrypt'));
    }
    await expect(
      open({ ...envelope, p: envelope.p.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }),
    ).rejects.toEqual(new EnvelopeError('integrity'));
  });

  it('unwrap a client key once, then open its later calls from the cache', async () => {
    const cache = new GatewayKeyCache<Buffer>();
    const unwrap = vi.spyOn(nodePrimitives, 'unwrapSecret');
    const first = await sealRequest(pair.publicKey, pair.keyId, call);
    await open(first.envelope, cache);
    await open(first.envelope, cache);
    expect(unwrap).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
  });
});
