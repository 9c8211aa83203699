import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import { qrPaymentMessages } from '../messages.ts';

export interface StopStepProps {
  /** data-testid of the screen; its message is `${testId}-message`. */
  testId: string;
  heading: string;
  /** The message: a catalogue text, or one of the feature's. */
  text: string;
  /** Back to the shop (with its error parameter); absent without a vetted partner address. */
  onBackToShop?: (() => void) | undefined;
  onTryAgain?: (() => void) | undefined;
  tryAgainLabel?: string;
}

/** A QR payment that stops here: a refused code, a failure, a time-out or a refused link. */
export function StopStep({ testId, heading, text, onBackToShop, onTryAgain, tryAgainLabel }: StopStepProps) {
  const t = useMessages(qrPaymentMessages);
  const navigate = useNavigate();
  return (
    <div className="flow-form done" data-testid={testId}>
      <div className="done__badge done__badge--failed">
        <Icon name="alert" size={36} />
      </div>
      <h2 className="done__heading">{heading}</h2>
      <p className="done__text" role="alert" data-testid={`${testId}-message`}>
        {text}
      </p>
      <div className="page-actions">
        {onBackToShop ? (
          <Button onClick={onBackToShop} data-testid="qr-back-to-shop">
            {t('backToShop')}
          </Button>
        ) : null}
        {onTryAgain ? (
          <Button variant={onBackToShop ? 'outlined' : 'primary'} onClick={onTryAgain}>
            {tryAgainLabel ?? t('tryAgain')}
          </Button>
        ) : null}
        <Button variant="outlined" onClick={() => navigate(HOME_ROUTE, { replace: true })}>
          {t('goHome')}
        </Button>
      </div>
    </div>
  );
}

/** The catalogue's text of an error key. */
export function useErrorText() {
  return useMessages(errorMessages);
}
