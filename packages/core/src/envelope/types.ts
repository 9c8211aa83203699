/**
 * The secure gateway envelope (cross-cutting.md sections 3 and 7).
 *
 * Request envelope, every field base64 (standard alphabet, with padding):
 * - m: format marker and key id: UTF-8 of "v1.<keyId>", keyId being the base64url SHA-256 of the
 *      gateway public key (SPKI DER) the secret was wrapped with.
 * - j: the 32-byte random secret, wrapped with RSA-OAEP (SHA-256) under the gateway public key.
 * - s: the 16-byte PBKDF2 salt.
 * - r: the 16-byte (128-bit) AES-GCM IV.
 * - p: AES-256-GCM ciphertext (with its 16-byte tag) of the JSON plain payload; the key is
 *      PBKDF2-SHA-256(secret, salt, 1000 iterations) -> 32 bytes; additional data is the bytes of m.
 * - h: SHA-256 of the UTF-8 text `${m}.${j}.${s}.${r}.${p}` (the base64 strings): a cheap integrity
 *      check so a damaged envelope is refused before any RSA work. Authenticity comes from AES-GCM.
 *
 * Answer envelope: { p, r }: AES-256-GCM of the JSON answer with the answer key `k` that the request
 * payload carried, under a fresh 16-byte IV r.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Envelope {
  p: string;
  j: string;
  s: string;
  r: string;
  m: string;
  h: string;
}

export interface SealedAnswer {
  p: string;
  r: string;
}

/** What the caller asks the gateway to run. */
export interface GatewayCall {
  path: string;
  method: HttpMethod;
  body: unknown;
  /** The bearer token, when the call needs a session. */
  token?: string | undefined;
  options?: { organizationUnitId?: number } | undefined;
}

/** The plain payload inside p: the call plus the answer key, a timestamp and a nonce. */
export interface PlainPayload extends GatewayCall {
  /** base64 of the raw 32-byte AES-256-GCM key the answer is sealed with. */
  k: string;
  /** milliseconds since the epoch when sealed. */
  ts: number;
  /** 16 random bytes, base64url; refused when seen before. */
  nonce: string;
}

export type EnvelopeFailure = 'malformed' | 'integrity' | 'key' | 'decrypt' | 'payload' | 'stale';

/** One error type for every refusal; `reason` is for logs and tests only, never for the client. */
export class EnvelopeError extends Error {
  constructor(readonly reason: EnvelopeFailure) {
    super('envelope refused');
    this.name = 'EnvelopeError';
  }
}
