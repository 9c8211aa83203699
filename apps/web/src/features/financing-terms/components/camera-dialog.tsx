import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { termsMessages } from '../messages.ts';

export interface CameraDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The camera-permission dialog shown after the camera was refused. */
export function CameraDialog({ open, onClose }: CameraDialogProps) {
  const t = useMessages(termsMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="terms-dialog"
      aria-labelledby="terms-camera-dialog-title"
      onClose={onClose}
      data-testid="terms-camera-dialog"
    >
      <h2 id="terms-camera-dialog-title" className="sheet__title">
        {t('cameraDialogTitle')}
      </h2>
      <p>{t('cameraDialogText')}</p>
      <Button onClick={onClose} data-testid="terms-camera-dialog-ok">
        {t('cameraDialogOk')}
      </Button>
    </dialog>
  );
}
