import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';

export interface SpinnerProps {
  /** Accessible text; defaults to "Loading". */
  label?: string;
  size?: 'small' | 'large';
  /** Centres the spinner in the page area. */
  block?: boolean;
}

export function Spinner({ label, size = 'large', block = false }: SpinnerProps) {
  const t = useMessages(sharedMessages);
  const spinner = (
    <span className={`spinner spinner--${size}`} role="status" aria-label={label ?? t('loading')} />
  );
  return block ? <div className="spinner-block">{spinner}</div> : spinner;
}
