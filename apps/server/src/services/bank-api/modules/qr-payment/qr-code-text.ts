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
