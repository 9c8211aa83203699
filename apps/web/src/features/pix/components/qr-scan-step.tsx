import { Button } from '../../../components/button.tsx';
import { QrCameraView } from '../../../components/qr-camera-view.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { bridge } from '../../../native/bridge.ts';
import { useQrCamera } from '../../../native/use-qr-camera.ts';
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

/** The camera reading a Pix QR code (useQrCamera: the shell's camera, or the browser's back camera). */
export function QrScanStep(props: QrScanStepProps) {
  const t = useMessages(pixMessages);
  const { video, live } = useQrCamera({
    onCode: (text) => props.onCode(text),
    onEnd: (reason) =>
      reason === 'denied' ? props.onDenied() : reason === 'failed' ? props.onFailed() : props.onClose(),
  });

  return (
    <div className="flow-form" data-testid="pix-scan" data-live={live ? 'true' : 'false'}>
      <h2 className="flow-heading">{t('scanHeading')}</h2>
      {bridge.kind === 'native' ? (
        <Spinner block label={t('scanOpening')} />
      ) : (
        <QrCameraView
          video={video}
          live={live}
          videoLabel={t('scanVideoLabel')}
          openingLabel={t('scanOpening')}
          hint={t('scanHint')}
        />
      )}
      <div className="page-actions">
        <Button variant="outlined" onClick={() => props.onClose()} data-testid="pix-scan-cancel">
          {t('scanTypeInstead')}
        </Button>
      </div>
    </div>
  );
}
