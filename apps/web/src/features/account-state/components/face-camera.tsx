import { Button } from '../../../components/button.tsx';
import { useSelfieCamera } from '../../../lib/camera/use-selfie-camera.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { accountStateMessages } from '../messages.ts';

/** The face match stage: the app shell's camera, or the browser's front camera, and one photo. */
export function FaceCamera({ onPhoto }: { onPhoto: (base64: string) => void }) {
  const t = useMessages(accountStateMessages);
  const { video, open, failed, start, capture } = useSelfieCamera(onPhoto);
  return (
    <div className="flow-form" data-testid="unblock-face">
      <h2 className="flow-heading">{t('faceHeading')}</h2>
      {failed ? (
        <p role="alert" className="field__error">
          {t('cameraFailed')}
        </p>
      ) : null}
      {open ? (
        <video
          ref={video}
          className="account-state__camera"
          autoPlay
          playsInline
          muted
          aria-label={t('faceVideo')}
        />
      ) : (
        <p className="muted">{t('faceText')}</p>
      )}
      <div className="page-actions">
        {open ? (
          <Button onClick={capture} data-testid="unblock-capture">
            {t('takePhoto')}
          </Button>
        ) : (
          <Button onClick={() => void start()} data-testid="unblock-camera">
            {t('openCamera')}
          </Button>
        )}
      </div>
    </div>
  );
}
