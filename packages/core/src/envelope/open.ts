import { base64ToBytes, bytesToBase64, utf8 } from './base64.ts';
import {
  AES_KEY_BYTES,
  ENVELOPE_VERSION,
  IV_BYTES,
  MAX_CLOCK_SKEW_MS,
  randomBytes,
  SALT_BYTES,
  SECRET_BYTES,
  subtle,
} from './crypto-params.ts';
import { deriveKey, digestText, sha256Base64 } from './seal.ts';
import {
  type Envelope,
  EnvelopeError,
  type HttpMethod,
  type PlainPayload,
  type SealedAnswer,
} from './types.ts';

const FIELDS = ['p', 'j', 's', 'r', 'm', 'h'] as const;
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Upper bound on the size of one field, to refuse absurd input before any work. */
const MAX_FIELD_LENGTH = 1_000_000;

function decodeField(value: unknown, expectedBytes?: number): Uint8Array<ArrayBuffer> {
  if (typeof value !== 'string' || value.length > MAX_FIELD_LENGTH) throw new EnvelopeError('malformed');
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = base64ToBytes(value);
  } catch {
    throw new EnvelopeError('malformed');
  }
  if (expectedBytes !== undefined && bytes.length !== expectedBytes) throw new EnvelopeError('malformed');
  return bytes;
}

function checkPayload(value: unknown): PlainPayload {
  const v = value as Partial<PlainPayload> | null;
  const ok =
    v !== null &&
    typeof v === 'object' &&
    typeof v.path === 'string' &&
    v.path.length > 0 &&
    v.path.length <= 200 &&
    METHODS.includes(v.method as HttpMethod) &&
    (v.token === undefined || typeof v.token === 'string') &&
    typeof v.k === 'string' &&
    typeof v.ts === 'number' &&
    Number.isFinite(v.ts) &&
    typeof v.nonce === 'string' &&
    v.nonce.length >= 16 &&
    v.nonce.length <= 64;
  if (!ok) throw new EnvelopeError('payload');
  return v as PlainPayload;
}

/**
 * The primitives a gateway opens requests and seals answers with: K is the AES key of a request
 * (derived from the unwrapped secret), A the key an answer is sealed with. WebCrypto's, the default,
 * run in any runtime; a server may hand in cheaper ones of its own with the same results (decision
 * 0002: the Node server uses node:crypto's). Every failure may throw anything: the opener turns it into
 * one EnvelopeError.
 */
export interface GatewayPrimitives<K, A> {
  sha256Base64(text: string): Promise<string> | string;
  unwrapSecret(privateKey: CryptoKey, wrapped: Uint8Array<ArrayBuffer>): Promise<Uint8Array>;
  deriveKey(secret: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>): Promise<K>;
  decrypt(
    key: K,
    iv: Uint8Array<ArrayBuffer>,
    additionalData: Uint8Array<ArrayBuffer>,
    cipher: Uint8Array<ArrayBuffer>,
  ): Promise<Uint8Array> | Uint8Array;
  importAnswerKey(raw: Uint8Array<ArrayBuffer>): Promise<A> | A;
  encrypt(
    key: A,
    iv: Uint8Array<ArrayBuffer>,
    plain: Uint8Array<ArrayBuffer>,
  ): Promise<Uint8Array> | Uint8Array;
}

export const webCryptoPrimitives: GatewayPrimitives<CryptoKey, CryptoKey> = {
  sha256Base64,
  unwrapSecret: async (privateKey, wrapped) =>
    new Uint8Array(await subtle().decrypt({ name: 'RSA-OAEP' }, privateKey, wrapped)),
  deriveKey: (secret, salt) => deriveKey(secret, salt),
  decrypt: async (key, iv, additionalData, cipher) =>
    new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv, additionalData }, key, cipher)),
  importAnswerKey: (raw) => subtle().importKey('raw', raw, 'AES-GCM', false, ['encrypt']),
  encrypt: async (key, iv, plain) =>
    new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, key, plain)),
};

/**
 * Where the gateway keeps the AES keys it unwrapped, by the exact base64 text of j and s (decision
 * 0002): a hit skips the RSA decryption and PBKDF2; AES-GCM still authenticates every payload.
 */
export interface OpenedKeyCache<K = CryptoKey> {
  get(j: string, s: string, now: number): K | undefined;
  /** Called only once a payload opened under the key. */
  set(j: string, s: string, key: K, now: number): void;
}

export interface OpenedRequest<A = CryptoKey> {
  payload: PlainPayload;
  /** The key to seal the answer with. */
  answerKey: A;
}

/**
 * Opens a sealed request. Every failure throws EnvelopeError, whatever went wrong, so the caller can
 * answer one generic refusal. The replay check (nonce seen before) is the caller's, who keeps the
 * nonces; this checks the timestamp window.
 */
export function openRequest(
  privateKey: CryptoKey,
  keyId: string,
  envelope: unknown,
  now?: number,
  maxSkewMs?: number,
  keyCache?: OpenedKeyCache<CryptoKey>,
): Promise<OpenedRequest<CryptoKey>>;
export function openRequest<K, A>(
  privateKey: CryptoKey,
  keyId: string,
  envelope: unknown,
  now: number | undefined,
  maxSkewMs: number | undefined,
  keyCache: OpenedKeyCache<K> | undefined,
  primitives: GatewayPrimitives<K, A>,
): Promise<OpenedRequest<A>>;
export async function openRequest(
  privateKey: CryptoKey,
  keyId: string,
  envelope: unknown,
  now: number = Date.now(),
  maxSkewMs: number = MAX_CLOCK_SKEW_MS,
  keyCache?: OpenedKeyCache<unknown>,
  primitives: GatewayPrimitives<unknown, unknown> = webCryptoPrimitives as GatewayPrimitives<
    unknown,
    unknown
  >,
): Promise<OpenedRequest<unknown>> {
  if (envelope === null || typeof envelope !== 'object') throw new EnvelopeError('malformed');
  const e = envelope as Record<string, unknown>;
  for (const f of FIELDS) if (typeof e[f] !== 'string') throw new EnvelopeError('malformed');
  const { p, j, s, r, m, h } = e as unknown as Envelope;

  if ((await primitives.sha256Base64(digestText(m, j, s, r, p))) !== h) throw new EnvelopeError('integrity');
  const marker = new TextDecoder().decode(decodeField(m));
  if (marker !== `${ENVELOPE_VERSION}.${keyId}`) throw new EnvelopeError('key');

  const salt = decodeField(s, SALT_BYTES);
  const iv = decodeField(r, IV_BYTES);
  const cipher = decodeField(p);
  let aesKey = keyCache?.get(j, s, now);
  const cached = aesKey !== undefined;
  if (aesKey === undefined) {
    let secret: Uint8Array;
    try {
      secret = await primitives.unwrapSecret(privateKey, decodeField(j));
    } catch {
      throw new EnvelopeError('decrypt');
    }
    if (secret.length !== SECRET_BYTES) throw new EnvelopeError('decrypt');
    aesKey = await primitives.deriveKey(new Uint8Array(secret), salt);
  }

  let plain: Uint8Array;
  try {
    plain = await primitives.decrypt(aesKey, iv, utf8(marker), cipher);
  } catch {
    throw new EnvelopeError('decrypt');
  }
  if (!cached) keyCache?.set(j, s, aesKey, now);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(plain));
  } catch {
    throw new EnvelopeError('payload');
  }
  const payload = checkPayload(parsed);
  if (Math.abs(now - payload.ts) > maxSkewMs) throw new EnvelopeError('stale');
  let answerKey: unknown;
  try {
    answerKey = await primitives.importAnswerKey(decodeField(payload.k, AES_KEY_BYTES));
  } catch {
    throw new EnvelopeError('payload');
  }
  return { payload, answerKey };
}

/** Seals an answer with the answer key the request carried. */
export function sealAnswer(answerKey: CryptoKey, answer: unknown): Promise<SealedAnswer>;
export function sealAnswer<A>(
  answerKey: A,
  answer: unknown,
  primitives: GatewayPrimitives<unknown, A>,
): Promise<SealedAnswer>;
export async function sealAnswer(
  answerKey: unknown,
  answer: unknown,
  primitives: GatewayPrimitives<unknown, unknown> = webCryptoPrimitives as GatewayPrimitives<
    unknown,
    unknown
  >,
): Promise<SealedAnswer> {
  const iv = randomBytes(IV_BYTES);
  const cipher = await primitives.encrypt(answerKey, iv, utf8(JSON.stringify(answer)));
  return { p: bytesToBase64(cipher), r: bytesToBase64(iv) };
}
