import { useEffect, useRef, useState } from 'react';
import { bridge } from '../../native/bridge.ts';
import { captureBase64, openFrontCamera, stopCamera } from './front-camera.ts';

/**
 * One selfie for a face match: the app shell's own camera, or in a plain browser the front camera shown
 * in `video` until `capture`. The photo reaches `onPhoto` as base64 JPEG; `failed` when no camera opened
 * or no frame was read. The stream stops on capture and when the page goes.
 */
export function useSelfieCamera(onPhoto: (base64: string) => void) {
  const stream = useRef<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => stopCamera(stream.current), []);
  useEffect(() => {
    if (open && video.current && stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => {});
    }
  }, [open]);

  const start = async () => {
    setFailed(false);
    if (bridge.kind === 'native') {
      const image = await bridge.openCamera('Selfie');
      if (image) onPhoto(image.split(',')[1] ?? image);
      return;
    }
    const opened = await openFrontCamera();
    if (!opened) {
      setFailed(true);
      return;
    }
    stream.current = opened;
    setOpen(true);
  };
  const capture = () => {
    const image = video.current ? captureBase64(video.current) : null;
    stopCamera(stream.current);
    stream.current = null;
    setOpen(false);
    if (image) onPhoto(image);
    else setFailed(true);
  };
  return { video, open, failed, start, capture };
}
