import { randomInt } from 'node:crypto';
import type { Trx } from '../../bank-database.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An end-to-end id as newEndToEndId writes it (and as the central bank's format allows). */
export const END_TO_END_PATTERN = /^E\d{8}\d{12}[A-Za-z0-9]{11}$/;

/**
 * An end-to-end id in the central bank's format: "E", the payer institution's 8-digit ISPB, the
 * UTC date and time as yyyyMMddHHmm, and 11 letters and digits: 32 characters.
 */
export function newEndToEndId(ispb: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-T:]/g, '').slice(0, 12);
  let tail = '';
  for (let i = 0; i < 11; i++) tail += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `E${ispb}${stamp}${tail}`;
}

/**
 * An end-to-end id handed out before the payment (by a key look-up or a code read), which the payment
 * uses as its own, once.
 */
export interface EndToEndClaim {
  endToEnd: string;
  /** Takes the id for this payment inside its transaction; false when it is not there (any more) to take. */
  take: (trx: Trx, now: Date) => Promise<boolean>;
}
