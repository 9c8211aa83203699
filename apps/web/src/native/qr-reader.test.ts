import { buildBrCode } from '@carteira/core/pix';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQrReader, type Pixels, readPixels } from './qr-reader.ts';

const code = buildBrCode({
  kind: 'static',
  key: '123e4567-e12b-12d1-a456-426655440000',
  merchantName: 'Fulano de Tal',
  merchantCity: 'BRASILIA',
});

/** A QR code drawn as a picture: dark modules on white, `scale` pixels each, with a quiet zone. */
function qrPixels(text: string, scale = 4, invert = false): Pixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const width = (modules.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      const dark = inside && modules.get(row, col) === 1;
      const value = dark !== invert ? 0 : 255;
      const at = (y * width + x) * 4;
      data.set([value, value, value, 255], at);
    }
  }
  return { data, width, height: width };
}

describe('reading a QR code from pixels (jsQR)', () => {
  it('reads a Pix BR Code whole, spaces and asterisks included', async () => {
    expect(await readPixels(qrPixels(code))).toBe(code);
  });

  it('reads a code shown light on dark', async () => {
    expect(await readPixels(qrPixels(code, 3, true))).toBe(code);
  });

  it('gives null for a picture without a QR code', async () => {
    const blank = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 };
    expect(await readPixels(blank)).toBeNull();
  });
});

describe('the reader', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'BarcodeDetector');
  });

  it('uses the browser’s BarcodeDetector when it reads QR codes', async () => {
    const detect = vi.fn(async () => [{ rawValue: code }]);
    Object.assign(globalThis, {
      BarcodeDetector: Object.assign(
        class {
          detect = detect;
        },
        { getSupportedFormats: async () => ['ean_13', 'qr_code'] },
      ),
    });
    const reader = await createQrReader();
    expect(reader.kind).toBe('native');
    expect(await reader.read(document.createElement('canvas'))).toBe(code);
    expect(detect).toHaveBeenCalledTimes(1);
  });

  it('falls back to jsQR without a BarcodeDetector, or with one that does not read QR codes', async () => {
    expect((await createQrReader()).kind).toBe('jsqr');
    Object.assign(globalThis, {
      BarcodeDetector: Object.assign(class {}, { getSupportedFormats: async () => ['ean_13'] }),
    });
    expect((await createQrReader()).kind).toBe('jsqr');
  });
});
