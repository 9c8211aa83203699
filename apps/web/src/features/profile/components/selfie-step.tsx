import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { bridge } from '../../../native/bridge.ts';
import { profileMessages } from '../messages.ts';
import { captureBase64, openFrontCamera, stopCamera } from './camera.ts';

/** The face match's photo: the app shell's camera, or the browser's front camera; one selfie. */
export function SelfieStep({ refused, onSelfie }: { refused: boolean; onSelfie: (base64: string) => void }) {
  const t = useMessages(profileMessages);
  const stream = useRef<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => stopCamera(stream.current), []);
  useEffect(() => {
    if (open && video.current && stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => {});
    }
  }, [open]);

  const start = async () => {
    setFailed(false);
    if (bridge.kind === 'native') {
      const image = await bridge.openCamera('Selfie');
      if (image) onSelfie(image.split(',')[1] ?? image);
      return;
    }
    const opened = await openFrontCamera();
    if (!opened) {
      setFailed(true);
      return;
    }
    stream.current = opened;
    setOpen(true);
  };
  const capture = () => {
    const image = video.current ? captureBase64(video.current) : null;
    stopCamera(stream.current);
    stream.current = null;
    setOpen(false);
    if (image) onSelfie(image);
    else setFailed(true);
  };

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
