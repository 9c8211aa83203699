import type { QrReader, QrSource } from './qr-reader.ts';

/** The back camera in a plain browser (navigator.mediaDevices.getUserMedia), for scanning QR codes. */

export type CameraOpen = { ok: true; stream: MediaStream } | { ok: false; denied: boolean };

/** Asks for the back camera; `denied` when the customer or the browser refused the permission. */
export async function openBackCamera(): Promise<CameraOpen> {
  if (!navigator.mediaDevices?.getUserMedia) return { ok: false, denied: false };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
    return { ok: true, stream };
  } catch (error) {
    const name = error instanceof DOMException || error instanceof Error ? error.name : '';
    return { ok: false, denied: name === 'NotAllowedError' || name === 'SecurityError' };
  }
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Reads the source's frames, one at a time and at most every `everyMs`, until one holds a QR code: its text
 * goes to `onCode` once and the reading stops. The returned function stops it earlier.
 */
export function scanFrames(
  source: QrSource,
  reader: QrReader,
  onCode: (text: string) => void,
  everyMs = 200,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped) return;
    let text: string | null = null;
    try {
      text = await reader.read(source);
    } catch {
      // a frame that cannot be read (not ready, being resized): the next one may be
    }
    if (stopped) return;
    if (text) {
      stopped = true;
      onCode(text);
      return;
    }
    timer = setTimeout(tick, everyMs);
  };
  timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
