import { type RefObject, useEffect, useRef, useState } from 'react';
import { openBackCamera, scanFrames, stopCamera } from './back-camera.ts';
import { bridge } from './bridge.ts';
import { createQrReader } from './qr-reader.ts';

/** Why the camera ended without a code: closed by the shell, permission refused, or no usable camera. */
export type QrCameraEnd = 'closed' | 'denied' | 'failed';

export interface QrCameraHandlers {
  /** The text of the QR code read. */
  onCode: (text: string) => void;
  onEnd: (reason: QrCameraEnd) => void;
}

/**
 * The camera reading a QR code: the app shell's camera through the bridge inside the shell; in a
 * browser the back camera's live image in `video`, whose frames are read until one holds a QR code.
 * `live` turns true once frames are being read. The camera stops on a code and on unmount.
 */
export function useQrCamera(handlers: QrCameraHandlers): {
  video: RefObject<HTMLVideoElement | null>;
  live: boolean;
} {
  const video = useRef<HTMLVideoElement>(null);
  const [live, setLive] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    let stopScan = () => {};
    const start = async () => {
      if (bridge.kind === 'native') {
        const text = await bridge.openCamera('PixScan');
        if (cancelled) return;
        if (text) latest.current.onCode(text);
        else latest.current.onEnd('closed');
        return;
      }
      const opened = await openBackCamera();
      if (cancelled) {
        if (opened.ok) stopCamera(opened.stream);
        return;
      }
      if (!opened.ok) {
        latest.current.onEnd(opened.denied ? 'denied' : 'failed');
        return;
      }
      stream = opened.stream;
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      try {
        await element.play();
      } catch {
        // autoplay of a muted inline video is allowed; a refusal here only delays the first frame
      }
      const reader = await createQrReader();
      if (cancelled) return;
      setLive(true);
      stopScan = scanFrames(element, reader, (text) => {
        stopCamera(stream);
        stream = null;
        latest.current.onCode(text);
      });
    };
    void start().catch(() => {
      if (!cancelled) latest.current.onEnd('failed');
    });
    return () => {
      cancelled = true;
      stopScan();
      stopCamera(stream);
    };
  }, []);

  return { video, live };
}
