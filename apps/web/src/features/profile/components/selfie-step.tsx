import { Button } from '../../../components/button.tsx';
import { useSelfieCamera } from '../../../lib/camera/use-selfie-camera.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { profileMessages } from '../messages.ts';

/** The face match's photo: the app shell's camera, or the browser's front camera; one selfie. */
export function SelfieStep({ refused, onSelfie }: { refused: boolean; onSelfie: (base64: string) => void }) {
  const t = useMessages(profileMessages);
  const { video, open, failed, start, capture } = useSelfieCamera(onSelfie);
  return (
    <div className="flow-form" data-testid="profile-selfie">
      <h2 className="flow-heading">{t('selfieHeading')}</h2>
      {refused ? (
        <p role="alert" className="field-error" data-testid="profile-selfie-refused">
          {t('faceRefused')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="field-error">
          {t('cameraFailed')}
        </p>
      ) : null}
      {open ? (
        <video
          ref={video}
          className="profile-camera"
          autoPlay
          playsInline
          muted
          aria-label={t('selfieVideo')}
        />
      ) : (
        <>
          <p className="muted">{t('selfieText')}</p>
          <ul className="profile-tips">
            <li>{t('selfieTipLight')}</li>
            <li>{t('selfieTipAccessories')}</li>
            <li>{t('selfieTipFrame')}</li>
          </ul>
        </>
      )}
      <div className="page-actions">
        {open ? (
          <Button onClick={capture} data-testid="profile-selfie-capture">
            {t('selfieCapture')}
          </Button>
        ) : (
          <Button onClick={() => void start()} data-testid="profile-selfie-start">
            {t('selfieStart')}
          </Button>
        )}
      </div>
    </div>
  );
}
