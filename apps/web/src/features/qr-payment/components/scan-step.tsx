import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { openBackCamera, scanFrames, stopCamera } from '../../../native/back-camera.ts';
import { bridge } from '../../../native/bridge.ts';
import { createQrReader } from '../../../native/qr-reader.ts';
import { qrPaymentMessages } from '../messages.ts';

export interface ScanStepProps {
  onCode: (text: string) => void;
  /** Closed without a code, or the camera could not be used (`failed`). */
  onClose: (failed: boolean) => void;
}

/** The camera reading the QR code: the shell's camera inside the app, the back camera's frames in a browser. */
export function ScanStep({ onCode, onClose }: ScanStepProps) {
  const t = useMessages(qrPaymentMessages);
  const video = useRef<HTMLVideoElement>(null);
  const [live, setLive] = useState(false);
  const handlers = useRef({ onCode, onClose });
  handlers.current = { onCode, onClose };

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    let stopScan = () => {};
    const start = async () => {
      if (bridge.kind === 'native') {
        const text = await bridge.openCamera('PixScan');
        if (cancelled) return;
        if (text) handlers.current.onCode(text);
        else handlers.current.onClose(false);
        return;
      }
      const opened = await openBackCamera();
      if (cancelled) {
        if (opened.ok) stopCamera(opened.stream);
        return;
      }
      if (!opened.ok) {
        handlers.current.onClose(true);
        return;
      }
      stream = opened.stream;
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      try {
        await element.play();
      } catch {
        // a muted inline video may autoplay; a refusal only delays the first frame
      }
      const reader = await createQrReader();
      if (cancelled) return;
      setLive(true);
      stopScan = scanFrames(element, reader, (text) => {
        stopCamera(stream);
        stream = null;
        handlers.current.onCode(text);
      });
    };
    void start().catch(() => {
      if (!cancelled) handlers.current.onClose(true);
    });
    return () => {
      cancelled = true;
      stopScan();
      stopCamera(stream);
    };
  }, []);

  return (
    <div className="flow-form" data-testid="qr-scan" data-live={live ? 'true' : 'false'}>
      <h2 className="flow-heading">{t('scanHeading')}</h2>
      {bridge.kind === 'native' ? (
        <Spinner block label={t('scanOpening')} />
      ) : (
        <>
          <div className="qr-scan-camera">
            <video
              ref={video}
              className="qr-scan-camera__video"
              autoPlay
              playsInline
              muted
              aria-label={t('scanVideoLabel')}
            />
            <div className="qr-scan-camera__frame" aria-hidden="true" />
            {live ? null : (
              <div className="qr-scan-camera__wait">
                <Spinner label={t('scanOpening')} />
              </div>
            )}
          </div>
          <p className="muted qr-scan-hint">{t('scanHint')}</p>
        </>
      )}
      <div className="page-actions">
        <Button variant="outlined" onClick={() => onClose(false)} data-testid="qr-scan-cancel">
          {t('scanTypeInstead')}
        </Button>
      </div>
    </div>
  );
}
