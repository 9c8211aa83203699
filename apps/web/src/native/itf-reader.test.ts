import { afterEach, describe, expect, it } from 'vitest';
import { createItfReader } from './itf-reader.ts';

const BARCODE = '00196758600001026560000001149718606852452211';

function installDetector(formats: string[], codes: string[]) {
  (globalThis as Record<string, unknown>).BarcodeDetector = class {
    static async getSupportedFormats() {
      return formats;
    }
    async detect() {
      return codes.map((rawValue) => ({ rawValue, format: 'itf' }));
    }
  };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).BarcodeDetector;
});

describe('createItfReader', () => {
  it('is null without BarcodeDetector or without ITF among its formats', async () => {
    expect(await createItfReader()).toBeNull();
    installDetector(['qr_code'], []);
    expect(await createItfReader()).toBeNull();
  });
  it('reads the first 44-digit ITF code and ignores others', async () => {
    installDetector(['qr_code', 'itf'], ['123456', BARCODE]);
    const reader = await createItfReader();
    expect(await reader?.read({} as HTMLCanvasElement)).toBe(BARCODE);
  });
  it('gives null when no boleto barcode is in the frame', async () => {
    installDetector(['itf'], ['12345678']);
    expect(await (await createItfReader())?.read({} as HTMLCanvasElement)).toBeNull();
  });
});
