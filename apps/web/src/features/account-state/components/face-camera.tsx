import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { bridge } from '../../../native/bridge.ts';
import { accountStateMessages } from '../messages.ts';
import { captureBase64, openFrontCamera, stopCamera } from './camera.ts';

/** The face match stage: the app shell's camera, or the browser's front camera, and one photo. */
export function FaceCamera({ onPhoto }: { onPhoto: (base64: string) => void }) {
  const t = useMessages(accountStateMessages);
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
      if (image) onPhoto(image.split(',')[1] ?? image);
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
    if (image) onPhoto(image);
    else setFailed(true);
  };

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
