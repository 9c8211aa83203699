import { type ScryptCost, scryptHash, scryptVerify } from './scrypt.ts';

/** Passwords: scrypt N=2^14, r=8, p=1 (about 16 MiB and a few tens of milliseconds per check). */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

export function hashPassword(password: string): Promise<string> {
  return scryptHash(password.normalize('NFC'), PASSWORD_COST);
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return scryptVerify(password.normalize('NFC'), stored);
}

/**
 * A hash of a password nobody knows, checked when the CPF is unknown so that an unknown CPF costs the
 * same time as a wrong password and cannot be told apart.
 */
let dummy: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  return dummy;
}
