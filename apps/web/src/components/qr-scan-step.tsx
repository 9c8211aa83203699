import { bridge } from '../native/bridge.ts';
import type { QrCameraEnd } from '../native/use-qr-camera.ts';
import { useQrCamera } from '../native/use-qr-camera.ts';
import { Button } from './button.tsx';
import { QrCameraView } from './qr-camera-view.tsx';
import { Spinner } from './spinner.tsx';

/** The words of a scan step, in the flow's own terms (a Pix QR code, a payment code, an ATM's code). */
export interface QrScanLabels {
  heading: string;
  opening: string;
  video: string;
  hint: string;
  typeInstead: string;
  /** Shown instead of the camera while the code read is being checked. */
  checking?: string;
}

export interface QrScanStepProps {
  labels: QrScanLabels;
  /** The code read is being checked: the camera gives way to a spinner. */
  busy?: boolean;
  /** The text of the QR code read. */
  onCode: (text: string) => void;
  /** The camera ended without a code: closed by the shell, permission refused, or no camera. */
  onEnd: (reason: QrCameraEnd) => void;
  /** The customer chose to type the code instead. */
  onTypeInstead: () => void;
  testId: string;
  typeInsteadTestId: string;
}

/**
 * The camera reading a QR code (useQrCamera: the shell's camera, or the browser's back camera), with a
 * way out to type the code; Pix, the QR payment and the ATM withdrawal scan with it.
 */
export function QrScanStep({
  labels,
  busy = false,
  onCode,
  onEnd,
  onTypeInstead,
  testId,
  typeInsteadTestId,
}: QrScanStepProps) {
  const { video, live } = useQrCamera({ onCode, onEnd });
  return (
    <div className="flow-form" data-testid={testId} data-live={live ? 'true' : 'false'}>
      <h2 className="flow-heading">{labels.heading}</h2>
      {busy ? (
        <Spinner block label={labels.checking ?? labels.opening} />
      ) : bridge.kind === 'native' ? (
        <Spinner block label={labels.opening} />
      ) : (
        <QrCameraView
          video={video}
          live={live}
          videoLabel={labels.video}
          openingLabel={labels.opening}
          hint={labels.hint}
        />
      )}
      <div className="page-actions">
        <Button variant="outlined" onClick={onTypeInstead} data-testid={typeInsteadTestId}>
          {labels.typeInstead}
        </Button>
      </div>
    </div>
  );
}
