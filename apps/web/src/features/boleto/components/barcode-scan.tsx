import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { openBackCamera, scanFrames, stopCamera } from '../../../native/back-camera.ts';
import { createItfReader } from '../../../native/itf-reader.ts';
import { boletoMessages } from '../messages.ts';

export interface BarcodeScanProps {
  /** The 44 digits read. */
  onCode: (barcode: string) => void;
  /** Closed without a code: cancelled, refused or no camera. */
  onClose: (reason: 'cancelled' | 'unavailable') => void;
}

/** The back camera's live image, read frame by frame until a boleto barcode (ITF, 44 digits) shows. */
export function BarcodeScan({ onCode, onClose }: BarcodeScanProps) {
  const t = useMessages(boletoMessages);
  const video = useRef<HTMLVideoElement>(null);
  const [live, setLive] = useState(false);
  const handlers = useRef({ onCode, onClose });
  handlers.current = { onCode, onClose };

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    let stopScan = () => {};
    const start = async () => {
      const reader = await createItfReader();
      const opened = reader ? await openBackCamera() : null;
      if (cancelled) {
        if (opened?.ok) stopCamera(opened.stream);
        return;
      }
      if (!reader || !opened?.ok) {
        handlers.current.onClose('unavailable');
        return;
      }
      stream = opened.stream;
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setLive(true);
      stopScan = scanFrames(element, reader, (barcode) => {
        stopCamera(stream);
        stream = null;
        handlers.current.onCode(barcode);
      });
    };
    void start().catch(() => {
      if (!cancelled) handlers.current.onClose('unavailable');
    });
    return () => {
      cancelled = true;
      stopScan();
      stopCamera(stream);
    };
  }, []);

  return (
    <div className="flow-form" data-testid="boleto-scan">
      <div className="boleto-scan-camera">
        <video ref={video} autoPlay playsInline muted aria-label={t('scanVideoLabel')} />
        <div className="boleto-scan-camera__line" aria-hidden="true" />
        {live ? null : <Spinner block label={t('scanOpening')} />}
      </div>
      <p className="flow-note">{t('scanHint')}</p>
      <div className="page-actions">
        <Button variant="outlined" onClick={() => onClose('cancelled')}>
          {t('scanTypeInstead')}
        </Button>
      </div>
    </div>
  );
}
