import { base64ToBytes, bytesToBase64, bytesToBase64Url, utf8 } from './base64.ts';
import {
  AES_KEY_BYTES,
  ENVELOPE_VERSION,
  IV_BYTES,
  NONCE_BYTES,
  PBKDF2_ITERATIONS,
  randomBytes,
  SALT_BYTES,
  SECRET_BYTES,
  subtle,
} from './crypto-params.ts';
import type { Envelope, GatewayCall, PlainPayload, SealedAnswer } from './types.ts';

/** PBKDF2-SHA-256(secret, salt, 1000) -> AES-256-GCM key. */
export async function deriveKey(
  secret: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
): Promise<CryptoKey> {
  const base = await subtle().importKey('raw', secret, 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PBKDF2_ITERATIONS },
    base,
    { name: 'AES-GCM', length: AES_KEY_BYTES * 8 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function sha256Base64(text: string): Promise<string> {
  return bytesToBase64(new Uint8Array(await subtle().digest('SHA-256', utf8(text))));
}

/** What the envelope's h is the SHA-256 of: m.j.s.r.p, as the client seals it and the gateway checks it. */
export function digestText(m: string, j: string, s: string, r: string, p: string): string {
  return `${m}.${j}.${s}.${r}.${p}`;
}

export function envelopeDigest(m: string, j: string, s: string, r: string, p: string): Promise<string> {
  return sha256Base64(digestText(m, j, s, r, p));
}

/**
 * Seals a gateway call under the gateway's public key. Returns the envelope to POST and the key the
 * answer will be sealed with (keep it to open the answer).
 */
export async function sealRequest(
  publicKey: CryptoKey,
  keyId: string,
  call: GatewayCall,
  now: number = Date.now(),
): Promise<{ envelope: Envelope; answerKey: CryptoKey }> {
  const secret = randomBytes(SECRET_BYTES);
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const answerKeyRaw = randomBytes(AES_KEY_BYTES);
  const payload: PlainPayload = {
    path: call.path,
    method: call.method,
    body: call.body,
    token: call.token,
    options: call.options,
    k: bytesToBase64(answerKeyRaw),
    ts: now,
    nonce: bytesToBase64Url(randomBytes(NONCE_BYTES)),
  };
  const m = bytesToBase64(utf8(`${ENVELOPE_VERSION}.${keyId}`));
  const [aesKey, wrapped, answerKey] = await Promise.all([
    deriveKey(secret, salt),
    subtle().encrypt({ name: 'RSA-OAEP' }, publicKey, secret),
    subtle().importKey('raw', answerKeyRaw, 'AES-GCM', false, ['decrypt']),
  ]);
  const cipher = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: base64ToBytes(m) },
    aesKey,
    utf8(JSON.stringify(payload)),
  );
  const j = bytesToBase64(new Uint8Array(wrapped));
  const s = bytesToBase64(salt);
  const r = bytesToBase64(iv);
  const p = bytesToBase64(new Uint8Array(cipher));
  return { envelope: { p, j, s, r, m, h: await envelopeDigest(m, j, s, r, p) }, answerKey };
}

/** How long a Sealer keeps one wrapped secret before it makes a new one (decision 0002). */
export const SEALER_KEY_LIFETIME_MS = 5 * 60 * 1000;

export interface Sealer {
  seal(call: GatewayCall, now?: number): Promise<{ envelope: Envelope; answerKey: CryptoKey }>;
}

/**
 * Seals calls like sealRequest, but keeps one secret (with its RSA-wrapped form j, its salt s and the
 * derived AES key) for `lifetimeMs`, so the RSA and PBKDF2 work is done once per lifetime instead of
 * once per call; the gateway caches the key it unwrapped by the exact bytes of j and s. Every call
 * still gets a fresh IV, answer key, timestamp and nonce. The wire format is the same.
 */
export function createSealer(
  publicKey: CryptoKey,
  keyId: string,
  lifetimeMs: number = SEALER_KEY_LIFETIME_MS,
): Sealer {
  let current: Promise<{ j: string; s: string; aesKey: CryptoKey; until: number }> | undefined;
  const fresh = async (now: number) => {
    const secret = randomBytes(SECRET_BYTES);
    const salt = randomBytes(SALT_BYTES);
    const [aesKey, wrapped] = await Promise.all([
      deriveKey(secret, salt),
      subtle().encrypt({ name: 'RSA-OAEP' }, publicKey, secret),
    ]);
    return {
      j: bytesToBase64(new Uint8Array(wrapped)),
      s: bytesToBase64(salt),
      aesKey,
      until: now + lifetimeMs,
    };
  };
  return {
    async seal(call, now = Date.now()) {
      let key = current ? await current : undefined;
      if (!key || now >= key.until) {
        // A secret that could not be made is forgotten, so the next call tries afresh.
        const made = fresh(now).catch((error: unknown) => {
          if (current === made) current = undefined;
          throw error;
        });
        current = made;
        key = await made;
      }
      return sealWith(key, keyId, call, now);
    },
  };
}

async function sealWith(
  key: { j: string; s: string; aesKey: CryptoKey },
  keyId: string,
  call: GatewayCall,
  now: number,
): Promise<{ envelope: Envelope; answerKey: CryptoKey }> {
  const iv = randomBytes(IV_BYTES);
  const answerKeyRaw = randomBytes(AES_KEY_BYTES);
  const payload: PlainPayload = {
    path: call.path,
    method: call.method,
    body: call.body,
    token: call.token,
    options: call.options,
    k: bytesToBase64(answerKeyRaw),
    ts: now,
    nonce: bytesToBase64Url(randomBytes(NONCE_BYTES)),
  };
  const m = bytesToBase64(utf8(`${ENVELOPE_VERSION}.${keyId}`));
  const answerKey = await subtle().importKey('raw', answerKeyRaw, 'AES-GCM', false, ['decrypt']);
  const cipher = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: base64ToBytes(m) },
    key.aesKey,
    utf8(JSON.stringify(payload)),
  );
  const r = bytesToBase64(iv);
  const p = bytesToBase64(new Uint8Array(cipher));
  return {
    envelope: { p, j: key.j, s: key.s, r, m, h: await envelopeDigest(m, key.j, key.s, r, p) },
    answerKey,
  };
}

/** Opens an answer sealed with the answer key of the request. */
export async function openAnswer<T>(answerKey: CryptoKey, sealed: SealedAnswer): Promise<T> {
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: base64ToBytes(sealed.r) },
    answerKey,
    base64ToBytes(sealed.p),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
