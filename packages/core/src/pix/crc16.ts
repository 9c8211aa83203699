/**
 * CRC-16/CCITT-FALSE as the BR Code uses it for object 63: polynomial 0x1021, initial value
 * 0xFFFF, no reflection, no final XOR (Manual de Padrões para Iniciação do Pix, §2.6.3, note 28:
 * "Polinômio 0x1021, C.I. 0xFFFF"). It is computed over the whole payload up to and including
 * the "6304" that opens the CRC object, and written as four upper-case hex digits.
 *
 * The input is hashed as UTF-8 bytes, which is what a QR code carries. A payload built here is
 * printable ASCII only, so for it bytes and characters are the same thing.
 */
const encoder = new TextEncoder();

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of encoder.encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
