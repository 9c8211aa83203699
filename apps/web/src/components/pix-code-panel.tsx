import { useCountdown } from '../lib/use-countdown.ts';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { QrImage } from './qr-image.tsx';
import { useCopyText } from './use-copy-text.ts';
import './pix-code-panel.css';

/** The words of a Pix charge's panel, in the flow's own terms. */
export interface PixCodePanelWords {
  qrAlt: string;
  /** "Pay R$ 1.234,56" */
  amount: string;
  /** The countdown's line for the seconds left. */
  expiresIn: (secondsLeft: number) => string;
  codeLabel: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

export interface PixCodePanelProps {
  /** The BR Code (copia e cola). */
  code: string;
  /** When the code stops being payable (epoch ms). */
  endsAt: number;
  onExpired: () => void;
  words: PixCodePanelWords;
  /** Test ids are `<testId>-qr`, `-amount`, `-countdown`, `-code`, `-copy`. */
  testId: string;
}

function Countdown({
  endsAt,
  onZero,
  words,
  testId,
}: {
  endsAt: number;
  onZero: () => void;
  words: PixCodePanelWords;
  testId: string;
}) {
  const left = useCountdown(endsAt, onZero);
  return (
    <p
      className="pix-code-panel__countdown"
      aria-live="off"
      data-testid={`${testId}-countdown`}
      data-seconds={left}
    >
      {words.expiresIn(left)}
    </p>
  );
}

/**
 * A Pix charge anyone may pay, with a deadline: the code as a QR and as text, the amount, the countdown
 * to its end and a copy button (the down payment and a financing instalment are paid with it).
 */
export function PixCodePanel({ code, endsAt, onExpired, words, testId }: PixCodePanelProps) {
  const copy = useCopyText({ copied: words.copied, failed: words.copyFailed });
  return (
    <>
      <div className="card pix-code-panel__qr">
        <QrImage text={code} alt={words.qrAlt} testId={`${testId}-qr`} />
        <p className="amount pix-code-panel__amount" data-testid={`${testId}-amount`}>
          {words.amount}
        </p>
        <Countdown endsAt={endsAt} onZero={onExpired} words={words} testId={testId} />
      </div>
      <div>
        <p className="field__label">{words.codeLabel}</p>
        <p className="pix-code-panel__code" data-testid={`${testId}-code`}>
          {code}
        </p>
      </div>
      <Button onClick={() => void copy(code)} className="pix-code-panel__copy" data-testid={`${testId}-copy`}>
        <Icon name="copy" size={20} />
        {words.copy}
      </Button>
    </>
  );
}
