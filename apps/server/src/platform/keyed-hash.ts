import { createHmac } from 'node:crypto';

/**
 * An HMAC-SHA256 (hex) of a subject (a CPF, an IP) under a server key: what counters and limits store
 * instead of the subject, so no table lists who tried and a stolen table cannot be read back without
 * the key. `scope` keeps the same CPF apart in different tables.
 */
export function keyedHash(key: string, scope: string, subject: string): string {
  return createHmac('sha256', key).update(`${scope}\u0000${subject}`).digest('hex');
}
