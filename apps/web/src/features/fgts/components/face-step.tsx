import { Button } from '../../../components/button.tsx';
import { useSelfieCamera } from '../../../lib/camera/use-selfie-camera.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { fgtsMessages } from '../messages.ts';

/** The face authentication step: the front camera and one selfie. */
export function FaceStep({
  refused,
  busy,
  onPhoto,
}: {
  refused: boolean;
  busy: boolean;
  onPhoto: (b64: string) => void;
}) {
  const t = useMessages(fgtsMessages);
  const { video, open, failed, start, capture } = useSelfieCamera(onPhoto);
  return (
    <div className="flow-form" data-testid="fgts-face">
      <h2 className="flow-heading">{t('faceHeading')}</h2>
      {failed ? (
        <p role="alert" className="field__error">
          {t('cameraFailed')}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="field__error" data-testid="fgts-face-refused">
          {t('faceRefused')}
        </p>
      ) : null}
      {open ? (
        <video ref={video} className="fgts-camera" autoPlay playsInline muted aria-label={t('faceVideo')} />
      ) : (
        <p className="muted">{t('faceText')}</p>
      )}
      <div className="page-actions">
        {open ? (
          <Button onClick={capture} loading={busy} data-testid="fgts-capture">
            {t('takePhoto')}
          </Button>
        ) : (
          <Button onClick={() => void start()} data-testid="fgts-camera">
            {t('openCamera')}
          </Button>
        )}
      </div>
    </div>
  );
}
