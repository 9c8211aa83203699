import { Button } from '../../../components/button.tsx';
import { QrCameraView } from '../../../components/qr-camera-view.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { bridge } from '../../../native/bridge.ts';
import { useQrCamera } from '../../../native/use-qr-camera.ts';
import { atmMessages } from '../messages.ts';

export interface ScanStepProps {
  /** The text of the QR code read. */
  onCode: (text: string) => void;
  /** Type the code instead; `problem` says why when the camera could not be used. */
  onTypeInstead: (problem?: 'denied' | 'failed') => void;
  busy: boolean;
}

/** The camera reading the ATM's QR code (useQrCamera: the shell's camera, or the browser's back camera). */
export function ScanStep({ onCode, onTypeInstead, busy }: ScanStepProps) {
  const t = useMessages(atmMessages);
  const { video, live } = useQrCamera({
    onCode,
    onEnd: (reason) => onTypeInstead(reason === 'closed' ? undefined : reason),
  });

  return (
    <div className="flow-form" data-testid="atm-scan" data-live={live ? 'true' : 'false'}>
      <h2 className="flow-heading">{t('scanHeading')}</h2>
      {busy ? (
        <Spinner block label={t('checking')} />
      ) : bridge.kind === 'native' ? (
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
        <Button variant="outlined" onClick={() => onTypeInstead()} data-testid="atm-type-instead">
          {t('scanTypeInstead')}
        </Button>
      </div>
    </div>
  );
}
