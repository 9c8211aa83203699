import { Button } from '../../../components/button.tsx';
import { QrCameraView } from '../../../components/qr-camera-view.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { bridge } from '../../../native/bridge.ts';
import { useQrCamera } from '../../../native/use-qr-camera.ts';
import { qrPaymentMessages } from '../messages.ts';

export interface ScanStepProps {
  onCode: (text: string) => void;
  /** Closed without a code, or the camera could not be used (`failed`). */
  onClose: (failed: boolean) => void;
}

/** The camera reading the QR code (useQrCamera: the shell's camera, or the browser's back camera). */
export function ScanStep({ onCode, onClose }: ScanStepProps) {
  const t = useMessages(qrPaymentMessages);
  const { video, live } = useQrCamera({ onCode, onEnd: (reason) => onClose(reason !== 'closed') });

  return (
    <div className="flow-form" data-testid="qr-scan" data-live={live ? 'true' : 'false'}>
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
        <Button variant="outlined" onClick={() => onClose(false)} data-testid="qr-scan-cancel">
          {t('scanTypeInstead')}
        </Button>
      </div>
    </div>
  );
}
