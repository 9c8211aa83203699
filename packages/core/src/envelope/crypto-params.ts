/** Parameters fixed by the spec (cross-cutting.md sections 7 and 9). */
export const PBKDF2_ITERATIONS = 1000;
export const AES_KEY_BYTES = 32;
export const IV_BYTES = 16; // 128-bit IV
export const SALT_BYTES = 16; // 128-bit salt
export const SECRET_BYTES = 32;
export const NONCE_BYTES = 16;
export const ENVELOPE_VERSION = 'v1';
/** A sealed request older or newer than this is refused. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

export const RSA_ALGORITHM: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };

export function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available (a secure context is required)');
  return s;
}

export function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}
