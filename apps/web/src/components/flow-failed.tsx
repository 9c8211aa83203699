import { useNavigate } from 'react-router';
import type { BankErrorKey } from '../lib/bank/bank-error.ts';
import { errorMessages } from '../lib/i18n/error-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../lib/navigation/use-go-back.ts';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';

export interface FlowFailedProps {
  /** data-testid of the screen; its message is `${testId}-message`. */
  testId: string;
  heading: string;
  errorKey: BankErrorKey;
  tryAgainLabel: string;
  homeLabel: string;
  onTryAgain: () => void;
}

/** The failed screen of a payment flow: what went wrong (a catalogue message), try again, or home. */
export function FlowFailed({
  testId,
  heading,
  errorKey,
  tryAgainLabel,
  homeLabel,
  onTryAgain,
}: FlowFailedProps) {
  const errors = useMessages(errorMessages);
  const navigate = useNavigate();
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
      </div>
    </div>
  );
}
