import { createHmac } from 'node:crypto';
import { type ScryptCost, scryptHash, scryptVerify } from './scrypt.ts';

/**
 * PINs: 4 digits, so 10,000 candidates; no hash cost makes that safe on its own. What protects a PIN
 * is the lock after 5 wrong tries and the server pepper: the PIN is first keyed with HMAC-SHA-256
 * under PIN_PEPPER (kept outside the database), then hashed with a light scrypt (N=2^10, about 2.5 ms here).
 * A stolen database without the pepper gives nothing to brute-force. See docs/decisions/0003-pin-hashing.md.
 */
export const PIN_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

function peppered(pin: string, pepper: string): Buffer {
  return createHmac('sha256', pepper).update(pin).digest();
}

export function hashPin(pin: string, pepper: string): Promise<string> {
  return scryptHash(peppered(pin, pepper), PIN_COST);
}

export function verifyPin(pin: string, stored: string, pepper: string): Promise<boolean> {
  return scryptVerify(peppered(pin, pepper), stored);
}
