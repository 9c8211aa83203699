import type { CameraAction } from './bridge-types.ts';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function pickImage(capture: 'environment' | 'user'): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.setAttribute('capture', capture);
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Camera in a plain browser: the system camera through a file input. PixScan decodes the QR with the
 * browser's BarcodeDetector (null when the browser has none or nothing is found); Selfie returns the
 * image as a data URL.
 */
export async function captureWithBrowserCamera(action: CameraAction): Promise<string | null> {
  const file = await pickImage(action === 'Selfie' ? 'user' : 'environment');
  if (!file) return null;
  if (action === 'Selfie') return readAsDataUrl(file);
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (!Detector) return null;
  const bitmap = await createImageBitmap(file);
  const codes = await new Detector({ formats: ['qr_code'] }).detect(bitmap);
  return codes[0]?.rawValue ?? null;
}
