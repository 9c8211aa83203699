/** The front camera for the selfie, in a plain browser (navigator.mediaDevices.getUserMedia). */
export async function openFrontCamera(): Promise<MediaStream | null> {
  if (!navigator.mediaDevices?.getUserMedia) return null;
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
      audio: false,
    });
  } catch {
    return null;
  }
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The video's current frame as a base64 JPEG without its data-URL prefix (at most 640 px wide). */
export function captureBase64(video: HTMLVideoElement): string | null {
  const width = Math.min(640, video.videoWidth || 640);
  const height = Math.round((width * (video.videoHeight || 480)) / (video.videoWidth || 640));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', 0.85).split(',')[1] ?? null;
}
