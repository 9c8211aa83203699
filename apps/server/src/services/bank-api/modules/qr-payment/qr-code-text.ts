import { createHash } from 'node:crypto';

/**
 * The text a QR code of the scheme carries: the scheme's marker `dimo:` (what the app's camera tells a
 * QR payment from a Pix code by), then `pay/` and the code's id, 20 letters and digits.
 */
export const QR_SCHEME = 'dimo:';
const TEXT = /^dimo:pay\/([A-Z0-9]{20})$/i;

export function qrText(id: string): string {
  return `${QR_SCHEME}pay/${id}`;
}

/** The code's id, upper-cased, or null when the text is not a QR code of the scheme. */
export function qrIdOf(text: string): string | null {
  const match = TEXT.exec(text.trim());
  return match?.[1] ? match[1].toUpperCase() : null;
}

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code id from 20 bytes (random, or a hash): 20 letters and digits, no 0, 1, I or O. */
export function idFrom(bytes: Uint8Array): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += ID_ALPHABET[(bytes[i] ?? 0) % ID_ALPHABET.length];
  return id;
}

/** A deterministic id for a fixed sandbox order: the same text on every machine. */
export function fixedQrId(merchantId: string, orderRef: string): string {
  return idFrom(createHash('sha256').update(`${merchantId}\n${orderRef}`).digest());
}
