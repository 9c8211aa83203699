import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { openBackCamera, scanFrames, stopCamera } from '../../../native/back-camera.ts';
import { bridge } from '../../../native/bridge.ts';
import { createQrReader } from '../../../native/qr-reader.ts';
import { pixMessages } from '../messages.ts';
import '../scan.css';

export interface QrScanStepProps {
  /** The text of the QR code read. */
  onCode: (text: string) => void;
  /** Closed without a code (cancelled, or the shell's camera gave none). */
  onClose: () => void;
  /** The camera permission was refused. */
  onDenied: () => void;
  /** There is no camera, or it could not be opened. */
  onFailed: () => void;
}

/**
 * The camera reading a QR code: the app shell's camera through the bridge inside the shell; in a browser the
 * back camera's live image, whose frames are read until one holds a QR code.
 */
export function QrScanStep(props: QrScanStepProps) {
  const t = useMessages(pixMessages);
  const video = useRef<HTMLVideoElement>(null);
  const [live, setLive] = useState(false);
  const handlers = useRef(props);
  handlers.current = props;

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    let stopScan = () => {};
    const start = async () => {
      if (bridge.kind === 'native') {
        const text = await bridge.openCamera('PixScan');
        if (cancelled) return;
        if (text) handlers.current.onCode(text);
        else handlers.current.onClose();
        return;
      }
      const opened = await openBackCamera();
      if (cancelled) {
        if (opened.ok) stopCamera(opened.stream);
        return;
      }
      if (!opened.ok) {
        if (opened.denied) handlers.current.onDenied();
        else handlers.current.onFailed();
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
      if (!cancelled) handlers.current.onFailed();
    });
    return () => {
      cancelled = true;
      stopScan();
      stopCamera(stream);
    };
  }, []);

  return (
    <div className="flow-form" data-testid="pix-scan" data-live={live ? 'true' : 'false'}>
      <h2 className="flow-heading">{t('scanHeading')}</h2>
      {bridge.kind === 'native' ? (
        <Spinner block label={t('scanOpening')} />
      ) : (
        <>
          <div className="pix-scan-camera">
            <video
              ref={video}
              className="pix-scan-camera__video"
              autoPlay
              playsInline
              muted
              aria-label={t('scanVideoLabel')}
            />
            <div className="pix-scan-camera__frame" aria-hidden="true" />
            {live ? null : (
              <div className="pix-scan-camera__wait">
                <Spinner label={t('scanOpening')} />
              </div>
            )}
          </div>
          <p className="muted pix-scan-hint">{t('scanHint')}</p>
        </>
      )}
      <div className="page-actions">
        <Button variant="outlined" onClick={() => props.onClose()} data-testid="pix-scan-cancel">
          {t('scanTypeInstead')}
        </Button>
      </div>
    </div>
  );
}
