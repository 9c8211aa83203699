/** The front camera for the selfie, in a plain browser (navigator.mediaDevices.getUserMedia). */

export type CameraOpen = { ok: true; stream: MediaStream } | { ok: false; denied: boolean };

/** Asks for the front camera; `denied` when the customer or the browser refused the permission. */
export async function openFrontCamera(): Promise<CameraOpen> {
  if (!navigator.mediaDevices?.getUserMedia) return { ok: false, denied: false };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
      audio: false,
    });
    return { ok: true, stream };
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    return { ok: false, denied: name === 'NotAllowedError' || name === 'SecurityError' };
  }
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The video's current frame as a JPEG (at most 640 px wide, quality 0.85). */
export function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const width = Math.min(640, video.videoWidth || 640);
  const height = Math.round((width * (video.videoHeight || 480)) / (video.videoWidth || 640));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}
