/**
 * Reading a QR code from a picture in a plain browser: the browser's BarcodeDetector when it reads QR codes,
 * otherwise jsQR, loaded on first use so that no page pays for it before the camera is opened.
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorCtor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** A picture's pixels, RGBA, as a canvas gives them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** What a frame or picture is read from. */
export type QrSource = HTMLVideoElement | HTMLCanvasElement | ImageBitmap;

export interface QrReader {
  /** Which decoder reads: the browser's own or jsQR. */
  readonly kind: 'native' | 'jsqr';
  /** The text of the first QR code in the picture, or null when none can be read. */
  read(source: QrSource): Promise<string | null>;
}

/** Larger pictures are scaled down to this width before jsQR reads them (time grows with the pixels). */
const MAX_WIDTH = 800;

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** The text of the QR code in the pixels, by jsQR (normal and inverted colours), or null. */
export async function readPixels(pixels: Pixels): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const found = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' });
  return found?.data ? found.data : null;
}

function sizeOf(source: QrSource): { width: number; height: number } {
  if (source instanceof HTMLVideoElement) return { width: source.videoWidth, height: source.videoHeight };
  return { width: source.width, height: source.height };
}

/** The source's pixels, scaled down to MAX_WIDTH; null while a video has no frame yet. */
function pixelsOf(source: QrSource, canvas: HTMLCanvasElement): Pixels | null {
  const size = sizeOf(source);
  if (!size.width || !size.height) return null;
  const scale = Math.min(1, MAX_WIDTH / size.width);
  const width = Math.round(size.width * scale);
  const height = Math.round(size.height * scale);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** A reader for the pictures of one scan (one canvas, reused for every frame). */
export async function createQrReader(): Promise<QrReader> {
  const detector = await nativeDetector();
  if (detector) {
    return {
      kind: 'native',
      async read(source) {
        const codes = await detector.detect(source);
        return codes[0]?.rawValue || null;
      },
    };
  }
  const canvas = document.createElement('canvas');
  return {
    kind: 'jsqr',
    async read(source) {
      const pixels = pixelsOf(source, canvas);
      return pixels ? readPixels(pixels) : null;
    },
  };
}
