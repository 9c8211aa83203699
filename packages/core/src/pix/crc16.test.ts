import { describe, expect, it } from 'vitest';
import { crc16 } from './crc16.ts';

describe('crc16 (CRC-16/CCITT-FALSE)', () => {
  it('gives the catalogue check value of CRC-16/CCITT-FALSE for "123456789"', () => {
    // The standard check value of the parameter set poly 0x1021, init 0xFFFF, no reflection, xorout 0.
    expect(crc16('123456789')).toBe('29B1');
  });

  it('is FFFF for the empty string (the initial value, untouched)', () => {
    expect(crc16('')).toBe('FFFF');
  });

  it('reproduces the CRC of the static example of the Pix manual, computed over the payload with "6304"', () => {
    // Manual de Padrões para Iniciação do Pix v2.10.0, §2.6.3: CRC 0x1D3D "incluindo 6304".
    const body =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16(body)).toBe('1D3D');
    expect(crc16(body.slice(0, -4))).not.toBe('1D3D');
  });

  it('writes four upper-case hex digits, zero-padded', () => {
    for (const text of ['a', 'ab', 'abc', '000201', 'x'.repeat(300)]) {
      expect(crc16(text)).toMatch(/^[0-9A-F]{4}$/);
    }
  });

  it('hashes non-ASCII text as its UTF-8 bytes, as a QR code carries it', () => {
    // Reference values from an independent bitwise implementation over the byte strings:
    // UTF-8 "São Paulo" (ã = C3 A3) gives E390; the Latin-1 bytes (ã = E3) would give 5704.
    expect(crc16('São Paulo')).toBe('E390');
  });
});
