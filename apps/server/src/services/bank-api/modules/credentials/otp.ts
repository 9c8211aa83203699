import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits, as Brazilian banks send by SMS and e-mail. */
export const CODE_LENGTH = 6;

/** A fresh code from the system's CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

function hmac(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/**
 * A code is stored as HMAC-SHA-256 under the server key (PIN_PEPPER, kept outside the database) and
 * bound to its row id: a copy of the table gives nothing to try a million codes against offline.
 */
export function hashCode(code: string, codeId: string, serverKey: string): string {
  return hmac(serverKey, `credential-code:${codeId}:${code}`);
}

export function codeMatches(code: string, codeId: string, stored: string, serverKey: string): boolean {
  const a = Buffer.from(hashCode(code, codeId, serverKey), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the code and attempt tables hold instead of the CPF: no table lists who tried. */
export function cpfKey(cpf: string, serverKey: string): string {
  return hmac(serverKey, `credential-cpf:${cpf}`);
}
