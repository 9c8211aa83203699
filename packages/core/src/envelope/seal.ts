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

export async function envelopeDigest(m: string, j: string, s: string, r: string, p: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', utf8(`${m}.${j}.${s}.${r}.${p}`));
  return bytesToBase64(new Uint8Array(digest));
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

/** Opens an answer sealed with the answer key of the request. */
export async function openAnswer<T>(answerKey: CryptoKey, sealed: SealedAnswer): Promise<T> {
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: base64ToBytes(sealed.r) },
    answerKey,
    base64ToBytes(sealed.p),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
