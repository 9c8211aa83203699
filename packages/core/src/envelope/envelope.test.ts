import { beforeAll, describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import {
  createSealer,
  type Envelope,
  EnvelopeError,
  type GatewayKeyPair,
  generateGatewayKeyPair,
  importGatewayKeyPair,
  importGatewayPublicKey,
  type OpenedKeyCache,
  openAnswer,
  openRequest,
  sealAnswer,
  sealRequest,
} from './index.ts';

let pair: GatewayKeyPair;
let other: GatewayKeyPair;
const call = {
  path: 'conta/consultar-saldo',
  method: 'POST' as const,
  body: { chaveDeConta: 'abc', valor: 10.5 },
  token: 't0k',
};

beforeAll(async () => {
  [pair, other] = await Promise.all([generateGatewayKeyPair(), generateGatewayKeyPair()]);
});

async function refused(envelope: unknown, now?: number): Promise<EnvelopeError> {
  try {
    await openRequest(pair.privateKey, pair.keyId, envelope, now);
  } catch (e) {
    expect(e).toBeInstanceOf(EnvelopeError);
    expect((e as Error).message).toBe('envelope refused');
    return e as EnvelopeError;
  }
  throw new Error('opened an envelope that should be refused');
}

function flipOneChar(text: string, at: number): string {
  const i = Math.min(at, text.length - 3);
  const c = text[i] === 'A' ? 'B' : 'A';
  return text.slice(0, i) + c + text.slice(i + 1);
}

describe('envelope', () => {
  it('round-trips a call and its answer', async () => {
    const publicKey = await importGatewayPublicKey(pair.spkiBase64);
    const { envelope, answerKey } = await sealRequest(publicKey, pair.keyId, call);
    expect(Object.keys(envelope).sort()).toEqual(['h', 'j', 'm', 'p', 'r', 's']);
    expect(base64ToBytes(envelope.s)).toHaveLength(16);
    expect(base64ToBytes(envelope.r)).toHaveLength(16);
    const opened = await openRequest(pair.privateKey, pair.keyId, envelope);
    expect(opened.payload).toMatchObject(call);
    expect(opened.payload.nonce.length).toBeGreaterThanOrEqual(16);
    const sealed = await sealAnswer(opened.answerKey, { success: true, result: { saldo: 1.23 } });
    expect(await openAnswer(answerKey, sealed)).toEqual({ success: true, result: { saldo: 1.23 } });
  });

  it('loads a stored key pair that opens what its public key sealed', async () => {
    const loaded = await importGatewayKeyPair(pair.spkiBase64, pair.pkcs8Base64);
    expect(loaded.keyId).toBe(pair.keyId);
    const { envelope } = await sealRequest(pair.publicKey, pair.keyId, call);
    await expect(openRequest(loaded.privateKey, loaded.keyId, envelope)).resolves.toBeTruthy();
  });

  it('gives every envelope a fresh nonce, salt and IV', async () => {
    const a = await sealRequest(pair.publicKey, pair.keyId, call);
    const b = await sealRequest(pair.publicKey, pair.keyId, call);
    expect(a.envelope.s).not.toBe(b.envelope.s);
    expect(a.envelope.r).not.toBe(b.envelope.r);
    const [oa, ob] = await Promise.all([
      openRequest(pair.privateKey, pair.keyId, a.envelope),
      openRequest(pair.privateKey, pair.keyId, b.envelope),
    ]);
    expect(oa.payload.nonce).not.toBe(ob.payload.nonce);
  });

  it.each(['p', 'j', 's', 'r', 'm', 'h'] as const)('refuses a changed byte in field %s', async (field) => {
    const { envelope } = await sealRequest(pair.publicKey, pair.keyId, call);
    const bytes = base64ToBytes(envelope[field]);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    const tampered: Envelope = { ...envelope, [field]: bytesToBase64(bytes) };
    await refused(tampered);
  });

  it('refuses a changed character even when the digest h is recomputed by the attacker', async () => {
    const { envelope } = await sealRequest(pair.publicKey, pair.keyId, call);
    const { envelopeDigest } = await import('./seal.ts');
    for (const field of ['p', 'j', 's', 'r'] as const) {
      const changed = { ...envelope, [field]: flipOneChar(envelope[field], 10) };
      changed.h = await envelopeDigest(changed.m, changed.j, changed.s, changed.r, changed.p);
      await refused(changed);
    }
  });

  it('refuses an envelope sealed for another gateway key', async () => {
    const { envelope } = await sealRequest(other.publicKey, other.keyId, call);
    expect((await refused(envelope)).reason).toBe('key');
    const { envelope: lying } = await sealRequest(other.publicKey, pair.keyId, call);
    expect((await refused(lying)).reason).toBe('decrypt');
  });

  it('refuses an envelope outside the 5-minute window, either way', async () => {
    const now = Date.now();
    const { envelope } = await sealRequest(pair.publicKey, pair.keyId, call, now - 5 * 60 * 1000 - 1);
    expect((await refused(envelope, now)).reason).toBe('stale');
    const { envelope: future } = await sealRequest(pair.publicKey, pair.keyId, call, now + 5 * 60 * 1000 + 1);
    expect((await refused(future, now)).reason).toBe('stale');
    const { envelope: edge } = await sealRequest(pair.publicKey, pair.keyId, call, now - 5 * 60 * 1000);
    await expect(openRequest(pair.privateKey, pair.keyId, edge, now)).resolves.toBeTruthy();
  });

  it.each([
    null,
    'text',
    42,
    {},
    { p: 'a', j: 'b', s: 'c', r: 'd', m: 'e' },
    { p: 1, j: 2, s: 3, r: 4, m: 5, h: 6 },
  ])('refuses malformed input %#', async (input) => {
    await refused(input);
  });

  it('a wrong answer key cannot open the answer', async () => {
    const { envelope } = await sealRequest(pair.publicKey, pair.keyId, call);
    const opened = await openRequest(pair.privateKey, pair.keyId, envelope);
    const sealed = await sealAnswer(opened.answerKey, { ok: 1 });
    const { answerKey: wrong } = await sealRequest(pair.publicKey, pair.keyId, call);
    await expect(openAnswer(wrong, sealed)).rejects.toBeTruthy();
  });

  describe('a sealer that keeps its wrapped secret, and the gateway key cache', () => {
    function mapCache(): OpenedKeyCache & { hits: number } {
      const keys = new Map<string, CryptoKey>();
      return {
        hits: 0,
        get(j, s) {
          const key = keys.get(`${j}.${s}`);
          if (key) this.hits++;
          return key;
        },
        set(j, s, key) {
          keys.set(`${j}.${s}`, key);
        },
      };
    }

    it('reuses j and s within its lifetime, with a fresh IV, answer key and nonce every call', async () => {
      const sealer = createSealer(pair.publicKey, pair.keyId, 60_000);
      const t = Date.now();
      const a = await sealer.seal(call, t);
      const b = await sealer.seal(call, t + 1000);
      expect(b.envelope.j).toBe(a.envelope.j);
      expect(b.envelope.s).toBe(a.envelope.s);
      expect(b.envelope.r).not.toBe(a.envelope.r);
      const cache = mapCache();
      const oa = await openRequest(pair.privateKey, pair.keyId, a.envelope, t, undefined, cache);
      const ob = await openRequest(pair.privateKey, pair.keyId, b.envelope, t + 1000, undefined, cache);
      expect(cache.hits).toBe(1);
      expect(oa.payload.nonce).not.toBe(ob.payload.nonce);
      expect(oa.payload.k).not.toBe(ob.payload.k);
      const answer = await sealAnswer(ob.answerKey, { ok: 2 });
      await expect(openAnswer(b.answerKey, answer)).resolves.toEqual({ ok: 2 });
    });

    it('wraps a new secret once its lifetime is over', async () => {
      const sealer = createSealer(pair.publicKey, pair.keyId, 1000);
      const t = Date.now();
      const a = await sealer.seal(call, t);
      const b = await sealer.seal(call, t + 1000);
      expect(b.envelope.j).not.toBe(a.envelope.j);
      expect(b.envelope.s).not.toBe(a.envelope.s);
    });

    it('a cached key still refuses a changed payload and caches nothing that did not open', async () => {
      const sealer = createSealer(pair.publicKey, pair.keyId, 60_000);
      const cache = mapCache();
      const first = await sealer.seal(call);
      await openRequest(pair.privateKey, pair.keyId, first.envelope, undefined, undefined, cache);
      const { envelope } = await sealer.seal(call);
      const { envelopeDigest } = await import('./seal.ts');
      const p = flipOneChar(envelope.p, 10);
      const h = await envelopeDigest(envelope.m, envelope.j, envelope.s, envelope.r, p);
      await expect(
        openRequest(pair.privateKey, pair.keyId, { ...envelope, p, h }, undefined, undefined, cache),
      ).rejects.toBeInstanceOf(EnvelopeError);
      const empty = mapCache();
      const j = bytesToBase64(new Uint8Array(256).fill(7));
      const forged = {
        ...envelope,
        j,
        h: await envelopeDigest(envelope.m, j, envelope.s, envelope.r, envelope.p),
      };
      await expect(
        openRequest(pair.privateKey, pair.keyId, forged, undefined, undefined, empty),
      ).rejects.toBeInstanceOf(EnvelopeError);
      expect(empty.get(j, envelope.s, Date.now())).toBeUndefined();
    });
  });
});
