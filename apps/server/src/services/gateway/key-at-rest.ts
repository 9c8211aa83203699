import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The gateway's private key at rest: sealed with AES-256-GCM under a key-encryption key the
 * database never sees (GATEWAY_KEY_KEK, from the environment), bound to its row by the additional
 * data, so a dump or a backup of the database opens no recorded envelope. Stored as
 * `kek1$<iv>$<ciphertext>$<tag>` (base64url).
 */
const PREFIX = 'kek1';

export class KeyAtRestError extends Error {}

/** The 32-byte key derived from the configured secret (HKDF-SHA-256; any length of secret works). */
export function keyEncryptionKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'carteira-gateway-key', 'kek1', 32));
}

export function isSealedAtRest(stored: string): boolean {
  return stored.startsWith(`${PREFIX}$`);
}

export function sealAtRest(kek: Buffer, rowId: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(`gateway_key:${rowId}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('$');
}

/** The plain text, or KeyAtRestError when the key-encryption key (or the row) is not the one it was sealed for. */
export function openAtRest(kek: Buffer, rowId: string, stored: string): string {
  const [prefix, iv, body, tag] = stored.split('$');
  if (prefix !== PREFIX || !iv || !body || !tag) throw new KeyAtRestError('not a sealed gateway key');
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`gateway_key:${rowId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new KeyAtRestError('GATEWAY_KEY_KEK does not open the stored gateway key');
  }
}
