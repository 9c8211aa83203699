import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signed upload URL of the support chat (cross-cutting.md section 7: the secure URL, then the image
 * PUT): an HMAC-SHA256, under the server's UPLOAD_URL_KEY, over the ticket, its owner, the expiry, the
 * exact size and a nonce. Whoever holds the URL may store one file of that size on that ticket until it
 * expires; the nonce makes it once.
 */
export const UPLOAD_URL_SECONDS = 300;

export interface UploadGrant {
  ticketId: string;
  ownerId: string;
  /** Epoch milliseconds. */
  expires: number;
  size: number;
  nonce: string;
}

function mac(key: string, g: UploadGrant): Buffer {
  return createHmac('sha256', key)
    .update(`upload|${g.ticketId}|${g.ownerId}|${g.expires}|${g.size}|${g.nonce}`)
    .digest();
}

export function signUpload(
  key: string,
  grant: Omit<UploadGrant, 'nonce' | 'expires'>,
  now: Date,
): { grant: UploadGrant; signature: string } {
  const full: UploadGrant = {
    ...grant,
    expires: now.getTime() + UPLOAD_URL_SECONDS * 1000,
    nonce: randomBytes(16).toString('hex'),
  };
  return { grant: full, signature: mac(key, full).toString('hex') };
}

export type UploadVerdict = 'ok' | 'badSignature' | 'expired';

/** Whether the signature is this grant's under the key (in constant time), and the grant still runs. */
export function verifyUpload(key: string, grant: UploadGrant, signature: string, now: Date): UploadVerdict {
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  const expected = mac(key, grant);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'badSignature';
  return now.getTime() <= grant.expires ? 'ok' : 'expired';
}
