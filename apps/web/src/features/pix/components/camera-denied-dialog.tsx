import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { pixMessages } from '../messages.ts';
import '../scan.css';

export interface CameraDeniedDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Whether the browser can show the camera-permission dialog (a modal <dialog>). */
export function dialogSupported(): boolean {
  return typeof HTMLDialogElement === 'function' && 'showModal' in HTMLDialogElement.prototype;
}

/** Shown after the camera was refused: how to allow it, and that the code can be pasted instead. */
export function CameraDeniedDialog({ open, onClose }: CameraDeniedDialogProps) {
  const t = useMessages(pixMessages);
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
      className="pix-scan-dialog"
      aria-labelledby="pix-scan-dialog-title"
      onClose={onClose}
      data-testid="pix-scan-camera-dialog"
    >
      <h2 id="pix-scan-dialog-title" className="sheet__title">
        {t('scanDialogTitle')}
      </h2>
      <p>{t('scanDialogText')}</p>
      <Button onClick={onClose} data-testid="pix-scan-camera-dialog-ok">
        {t('scanDialogOk')}
      </Button>
    </dialog>
  );
}
