import { useCallback, useEffect, useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { dialogSupported, NoticeDialog } from '../../../components/notice-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { bridge } from '../../../native/bridge.ts';
import { submitSelfie } from '../api/submit-selfie.ts';
import { termsMessages } from '../messages.ts';
import { captureFrame, openFrontCamera, stopCamera } from './camera.ts';
import type { StepProps } from './step-props.ts';

async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  return (await fetch(dataUrl)).blob();
}

/** Face match: the intro, the camera permission, the live preview and the selfie check. */
export function FaceMatchStep({ state, dispatch, contractingKey }: StepProps<'faceMatch'>) {
  const t = useMessages(termsMessages);
  const snackbar = useSnackbar();
  const stream = useRef<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => () => stopCamera(stream.current), []);
  useEffect(() => {
    if (state.phase === 'camera' && video.current && stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => {});
    }
  }, [state.phase]);

  const send = useCallback(
    async (image: Blob) => {
      try {
        const outcome = await submitSelfie(contractingKey, image);
        if (outcome.ok) dispatch({ type: 'SELFIE_ACCEPTED' });
        else dispatch({ type: 'SELFIE_REFUSED', failureKey: outcome.failureKey });
      } catch {
        dispatch({ type: 'SELFIE_FAILED' });
      }
    },
    [contractingKey, dispatch],
  );

  const start = async () => {
    if (bridge.kind === 'native') {
      // inside the app shell the native camera takes the selfie
      const image = await bridge.openCamera('Selfie');
      if (!image) return;
      dispatch({ type: 'CAMERA_GRANTED' });
      dispatch({ type: 'SELFIE_TAKEN' });
      await send(await dataUrlToBlob(image));
      return;
    }
    const opened = await openFrontCamera();
    if (opened.ok) {
      stream.current = opened.stream;
      dispatch({ type: 'CAMERA_GRANTED' });
      return;
    }
    if (opened.denied) {
      const withDialog = dialogSupported();
      dispatch({ type: 'CAMERA_DENIED', dialogSupported: withDialog });
      if (!withDialog) snackbar.show({ text: t('allowCamera'), tone: 'error' });
    } else {
      snackbar.show({ text: t('error.identityCheck.1'), tone: 'error' });
    }
  };

  const capture = async () => {
    const element = video.current;
    const image = element ? await captureFrame(element) : null;
    if (!image) {
      snackbar.show({ text: t('error.identityCheck.1'), tone: 'error' });
      return;
    }
    stopCamera(stream.current);
    stream.current = null;
    dispatch({ type: 'SELFIE_TAKEN' });
    await send(image);
  };

  if (state.phase === 'sending') return <Spinner block label={t('faceSending')} />;
  if (state.phase === 'camera')
    return (
      <div className="flow-form" data-testid="terms-face-camera">
        <h2 className="flow-heading">{t('faceTipFrame')}</h2>
        <div className="terms-camera">
          <video
            ref={video}
            className="terms-camera__video"
            autoPlay
            playsInline
            muted
            aria-label={t('faceVideoLabel')}
          />
          <div className="terms-camera__frame" aria-hidden="true" />
        </div>
        <div className="page-actions">
          <Button onClick={capture} data-testid="terms-face-capture">
            {t('faceCapture')}
          </Button>
        </div>
      </div>
    );
  return (
    <div className="flow-form" data-testid="terms-face-intro">
      <div className="terms-badge" aria-hidden="true">
        <Icon name="user" size={36} />
      </div>
      <h2 className="flow-heading">{t('faceHeading')}</h2>
      <p className="muted">{t('faceText')}</p>
      <ul className="terms-tips">
        <li>{t('faceTipLight')}</li>
        <li>{t('faceTipAccessories')}</li>
        <li>{t('faceTipFrame')}</li>
      </ul>
      <div className="page-actions">
        <Button onClick={start} data-testid="terms-face-start">
          {t('faceStart')}
        </Button>
      </div>
      <NoticeDialog
        open={state.cameraDialog}
        onClose={() => dispatch({ type: 'CAMERA_DIALOG_CLOSED' })}
        title={t('cameraDialogTitle')}
        text={t('cameraDialogText')}
        okLabel={t('cameraDialogOk')}
        testId="terms-camera-dialog"
      />
    </div>
  );
}
