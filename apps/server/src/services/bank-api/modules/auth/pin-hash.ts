import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type ScryptCost, scryptVerify } from './scrypt.ts';

/**
 * PINs: 4 digits, so 10,000 candidates; no hash cost makes that safe on its own. What protects a PIN
 * is the lock after 5 wrong tries and the server pepper (PIN_PEPPER, kept outside the database). A PIN
 * is stored as a keyed hash: HMAC-SHA-256 under the pepper of a 16-byte random per-PIN salt and the PIN,
 * `hmac$salt$mac` (base64url). A stolen database without the pepper gives nothing to try the 10,000
 * values against; the salt makes two equal PINs store differently. The check costs microseconds, so
 * it adds nothing to the time a payment holds the PIN row. See docs/decisions/0003-pin-hashing.md.
 *
 * PINs stored before (`scrypt$N$r$p$salt$hash` of the HMAC of the PIN) still verify, and are stored
 * again in the keyed form on their next good check (pinNeedsRehash).
 */
const TAG = 'hmac';
const SALT_BYTES = 16;

/** The cost the earlier scrypt form of PINs was written with (it is read from each stored hash). */
export const LEGACY_PIN_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

function peppered(pin: string, pepper: string): Buffer {
  return createHmac('sha256', pepper).update(pin).digest();
}

function keyed(pin: string, salt: Buffer, pepper: string): Buffer {
  return createHmac('sha256', pepper).update(salt).update(pin).digest();
}

export async function hashPin(pin: string, pepper: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return [TAG, salt.toString('base64url'), keyed(pin, salt, pepper).toString('base64url')].join('$');
}

/** Constant-time; a malformed stored hash simply does not verify. */
export async function verifyPin(pin: string, stored: string, pepper: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts[0] === TAG) {
    const [, salt, mac] = parts;
    if (parts.length !== 3 || !salt || !mac) return false;
    const expected = Buffer.from(mac, 'base64url');
    const actual = keyed(pin, Buffer.from(salt, 'base64url'), pepper);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
  return scryptVerify(peppered(pin, pepper), stored);
}

/** true for a PIN stored in the earlier scrypt form: hash it again once it checked out. */
export function pinNeedsRehash(stored: string): boolean {
  return !stored.startsWith(`${TAG}$`);
}
