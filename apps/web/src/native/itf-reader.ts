import type { QrReader, QrSource } from './qr-reader.ts';

/**
 * Reading a boleto's barcode (Interleaved 2 of 5, 44 digits) from the camera in a plain browser, with the
 * browser's BarcodeDetector where it reads ITF (Chrome on Android does). There is no fallback decoder: where
 * the browser cannot read ITF, the app offers typing or pasting only.
 */

interface DetectedBarcode {
  rawValue: string;
  format?: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorCtor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const BOLETO_BARCODE = /^\d{44}$/;

/** A reader of boleto barcodes, or null when this browser cannot read ITF. */
export async function createItfReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (!Detector?.getSupportedFormats) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('itf')) return null;
    const detector = new Detector({ formats: ['itf'] });
    return {
      kind: 'native',
      async read(source: QrSource) {
        const found = await detector.detect(source);
        return found.find((code) => BOLETO_BARCODE.test(code.rawValue))?.rawValue ?? null;
      },
    };
  } catch {
    return null;
  }
}
