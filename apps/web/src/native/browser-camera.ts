import type { CameraAction } from './bridge-types.ts';

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
 * Camera in a plain browser: the system camera through a file input. PixScan reads the QR in the picture
 * (the browser's BarcodeDetector, or jsQR where there is none) and gives its text, null when the picture
 * holds none; Selfie returns the image as a data URL.
 */
export async function captureWithBrowserCamera(action: CameraAction): Promise<string | null> {
  const file = await pickImage(action === 'Selfie' ? 'user' : 'environment');
  if (!file) return null;
  if (action === 'Selfie') return readAsDataUrl(file);
  const { createQrReader } = await import('./qr-reader.ts');
  const reader = await createQrReader();
  const bitmap = await createImageBitmap(file);
  try {
    return await reader.read(bitmap);
  } finally {
    bitmap.close();
  }
}
