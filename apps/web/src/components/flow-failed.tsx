import { useLocation, useNavigate } from 'react-router';
import type { BankErrorKey } from '../lib/bank/bank-error.ts';
import { errorMessages } from '../lib/i18n/error-messages.ts';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../lib/navigation/use-go-back.ts';
import { Button } from './button.tsx';
import { SUPPORT_ROUTE } from './error-page.tsx';
import { Icon } from './icon.tsx';

export interface FlowFailedProps {
  /** data-testid of the screen; its message is `${testId}-message`. */
  testId: string;
  heading: string;
  errorKey: BankErrorKey;
  tryAgainLabel: string;
  homeLabel: string;
  onTryAgain: () => void;
  /** The bank's code of the failure, carried to the support chat with the route ("Talk to us"). */
  errorCode?: number | null;
}

/**
 * The failed screen of a payment flow: what went wrong (a catalogue message), try again, home, or talk
 * to us (the support chat, carrying this route and the error code).
 */
export function FlowFailed({
  testId,
  heading,
  errorKey,
  tryAgainLabel,
  homeLabel,
  onTryAgain,
  errorCode = null,
}: FlowFailedProps) {
  const errors = useMessages(errorMessages);
  const shared = useMessages(sharedMessages);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="flow-form done" data-testid={testId}>
      <div className="done__badge done__badge--failed">
        <Icon name="alert" size={36} />
      </div>
      <h2 className="done__heading">{heading}</h2>
      <p className="done__text" role="alert" data-testid={`${testId}-message`}>
        {errors(errorKey)}
      </p>
      <div className="page-actions">
        <Button onClick={onTryAgain}>{tryAgainLabel}</Button>
        <Button variant="outlined" onClick={() => navigate(HOME_ROUTE, { replace: true })}>
          {homeLabel}
        </Button>
        <Button
          variant="text"
          onClick={() =>
            navigate(SUPPORT_ROUTE, { state: { origin: { route: location.pathname, code: errorCode } } })
          }
          data-testid={`${testId}-support`}
        >
          {shared('talkToUs')}
        </Button>
      </div>
    </div>
  );
}
