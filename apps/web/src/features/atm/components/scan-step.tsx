import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { openBackCamera, scanFrames, stopCamera } from '../../../native/back-camera.ts';
import { bridge } from '../../../native/bridge.ts';
import { createQrReader } from '../../../native/qr-reader.ts';
import { atmMessages } from '../messages.ts';

export interface ScanStepProps {
  /** The text of the QR code read. */
  onCode: (text: string) => void;
  /** Type the code instead; `problem` says why when the camera could not be used. */
  onTypeInstead: (problem?: 'denied' | 'failed') => void;
  busy: boolean;
}

/**
 * The camera reading the ATM's QR code: the app shell's camera through the bridge inside the shell; in
 * a browser the back camera's live image, read frame by frame (the pieces the Pix scan uses).
 */
export function ScanStep({ onCode, onTypeInstead, busy }: ScanStepProps) {
  const t = useMessages(atmMessages);
  const video = useRef<HTMLVideoElement>(null);
  const [live, setLive] = useState(false);
  const handlers = useRef({ onCode, onTypeInstead });
  handlers.current = { onCode, onTypeInstead };

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    let stopScan = () => {};
    const start = async () => {
      if (bridge.kind === 'native') {
        const text = await bridge.openCamera('PixScan');
        if (cancelled) return;
        if (text) handlers.current.onCode(text);
        else handlers.current.onTypeInstead();
        return;
      }
      const opened = await openBackCamera();
      if (cancelled) {
        if (opened.ok) stopCamera(opened.stream);
        return;
      }
      if (!opened.ok) {
        handlers.current.onTypeInstead(opened.denied ? 'denied' : 'failed');
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
        handlers.current.onCode(text);
      });
    };
    void start().catch(() => {
      if (!cancelled) handlers.current.onTypeInstead('failed');
    });
    return () => {
      cancelled = true;
      stopScan();
      stopCamera(stream);
    };
  }, []);

  return (
    <div className="flow-form" data-testid="atm-scan" data-live={live ? 'true' : 'false'}>
      <h2 className="flow-heading">{t('scanHeading')}</h2>
      {busy ? (
        <Spinner block label={t('checking')} />
      ) : bridge.kind === 'native' ? (
        <Spinner block label={t('scanOpening')} />
      ) : (
        <>
          <div className="atm-scan-camera">
            <video
              ref={video}
              className="atm-scan-camera__video"
              autoPlay
              playsInline
              muted
              aria-label={t('scanVideoLabel')}
            />
            <div className="atm-scan-camera__frame" aria-hidden="true" />
            {live ? null : (
              <div className="atm-scan-camera__wait">
                <Spinner label={t('scanOpening')} />
              </div>
            )}
          </div>
          <p className="muted atm-scan-hint">{t('scanHint')}</p>
        </>
      )}
      <div className="page-actions">
        <Button variant="outlined" onClick={() => onTypeInstead()} data-testid="atm-type-instead">
          {t('scanTypeInstead')}
        </Button>
      </div>
    </div>
  );
}
