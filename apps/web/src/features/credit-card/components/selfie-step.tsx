import { Button } from '../../../components/button.tsx';
import { useSelfieCamera } from '../../../lib/camera/use-selfie-camera.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { creditCardMessages } from '../messages.ts';

/** The face match: the camera (the app shell's own, or the browser's front camera), one selfie. */
export function SelfieStep({ refused, onSelfie }: { refused: boolean; onSelfie: (base64: string) => void }) {
  const t = useMessages(creditCardMessages);
  const { video, open, failed, start, capture } = useSelfieCamera(onSelfie);
  return (
    <div className="flow-form" data-testid="cc-selfie">
      <h2 className="flow-heading">{t('faceTitle')}</h2>
      {refused ? (
        <p role="alert" className="field__error" data-testid="cc-selfie-refused">
          {t('faceRefused')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="field__error">
          {t('cameraFailed')}
        </p>
      ) : null}
      {open ? (
        <video ref={video} className="cc-camera" autoPlay playsInline muted aria-label={t('faceVideo')} />
      ) : (
        <p className="muted">{t('faceText')}</p>
      )}
      <div className="page-actions">
        {open ? (
          <Button onClick={capture} data-testid="cc-selfie-capture">
            {t('faceCapture')}
          </Button>
        ) : (
          <Button onClick={() => void start()} data-testid="cc-selfie-start">
            {t('faceStart')}
          </Button>
        )}
      </div>
    </div>
  );
}
