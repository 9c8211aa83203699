import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type ScryptCost, scryptVerify } from './scrypt.ts';

/**
 * PINs: 4 digits, so 10,000 candidates; no hash cost makes that safe on its own. What protects a PIN
 * is the lock after 5 wrong tries and the server pepper (PIN_PEPPER, kept outside the database).
 *
 * A PIN is stored as `pinmac$salt$digest` (base64url): the proof is HMAC-SHA-256 under the pepper of
 * the account id, a 0x00 byte and the PIN (pinProof), and the digest is SHA-256 of a 16-byte random
 * per-PIN salt followed by the proof. The database can check a PIN without the pepper, given the proof
 * from the server: `sha256(salt || proof) = digest`. A stolen database without the pepper gives nothing
 * to try the 10,000 values against; the salt makes two equal PINs store differently, and the account id
 * makes one account's proof say nothing about another's. The proof stands for the PIN of its account:
 * it goes only to the database, never to a log. See docs/decisions/0003-pin-hashing.md.
 *
 * PINs stored before, `hmac$salt$mac` (HMAC under the pepper of the salt and the PIN) and
 * `scrypt$N$r$p$salt$hash` (of the HMAC of the PIN), still verify, and are stored again in the current
 * form on their next good check (pinNeedsRehash).
 */
const TAG = 'pinmac';
const KEYED_TAG = 'hmac';
const SALT_BYTES = 16;

/** The cost the earlier scrypt form of PINs was written with (it is read from each stored hash). */
export const LEGACY_PIN_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** HMAC-SHA-256 under the pepper of the account id's UTF-8 bytes, 0x00 and the PIN's: 32 bytes. */
export function pinProof(accountId: string, pin: string, pepper: string): Buffer {
  return createHmac('sha256', pepper)
    .update(accountId, 'utf8')
    .update(Buffer.of(0))
    .update(pin, 'utf8')
    .digest();
}

function digestOf(salt: Buffer, proof: Buffer): Buffer {
  return createHash('sha256').update(salt).update(proof).digest();
}

/** The salt and digest of a PIN stored in the current form; undefined for any other form. */
export function pinDigestParts(stored: string): { salt: Buffer; digest: Buffer } | undefined {
  const [tag, salt, digest, ...rest] = stored.split('$');
  if (tag !== TAG || !salt || !digest || rest.length > 0) return undefined;
  return { salt: Buffer.from(salt, 'base64url'), digest: Buffer.from(digest, 'base64url') };
}

/** The PIN of one account, stored in the current form. */
export async function hashPin(accountId: string, pin: string, pepper: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const digest = digestOf(salt, pinProof(accountId, pin, pepper));
  return [TAG, salt.toString('base64url'), digest.toString('base64url')].join('$');
}

function same(actual: Buffer, expected: Buffer): boolean {
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether `pin` is the PIN stored for `accountId`; constant-time; a malformed stored hash does not verify. */
export async function verifyPin(
  accountId: string,
  pin: string,
  stored: string,
  pepper: string,
): Promise<boolean> {
  const parts = stored.split('$');
  if (parts[0] === TAG) {
    const current = pinDigestParts(stored);
    return (
      current !== undefined && same(digestOf(current.salt, pinProof(accountId, pin, pepper)), current.digest)
    );
  }
  if (parts[0] === KEYED_TAG) {
    const [, salt, mac] = parts;
    if (parts.length !== 3 || !salt || !mac) return false;
    const keyed = createHmac('sha256', pepper).update(Buffer.from(salt, 'base64url')).update(pin).digest();
    return same(keyed, Buffer.from(mac, 'base64url'));
  }
  return scryptVerify(createHmac('sha256', pepper).update(pin).digest(), stored);
}

/** true for a PIN stored in an earlier form (`hmac$`, `scrypt$`): store it again once it checked out. */
export function pinNeedsRehash(stored: string): boolean {
  return !stored.startsWith(`${TAG}$`);
}
