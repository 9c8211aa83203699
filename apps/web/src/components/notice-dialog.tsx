import { useEffect, useRef } from 'react';
import { Button } from './button.tsx';
import './notice-dialog.css';

export interface NoticeDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  okLabel: string;
  /** The dialog's test id; its button's is the same with '-ok'. */
  testId: string;
}

/** Whether the browser can show a modal <dialog> (else a snackbar says the same). */
export function dialogSupported(): boolean {
  return typeof HTMLDialogElement === 'function' && 'showModal' in HTMLDialogElement.prototype;
}

/** A modal notice with one button, such as how to allow a refused camera. */
export function NoticeDialog({ open, onClose, title, text, okLabel, testId }: NoticeDialogProps) {
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
      className="notice-dialog"
      aria-labelledby={`${testId}-title`}
      onClose={onClose}
      data-testid={testId}
    >
      <h2 id={`${testId}-title`} className="sheet__title">
        {title}
      </h2>
      <p>{text}</p>
      <Button onClick={onClose} data-testid={`${testId}-ok`}>
        {okLabel}
      </Button>
    </dialog>
  );
}
