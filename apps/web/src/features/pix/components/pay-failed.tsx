import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import type { PayEvent, PayState } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';

export interface PayFailedProps {
  state: Extract<PayState, { step: 'failed' }>;
  dispatch: (event: PayEvent) => void;
}

export function PayFailed({ state, dispatch }: PayFailedProps) {
  const t = useMessages(pixMessages);
  const errors = useMessages(errorMessages);
  const navigate = useNavigate();
  return (
    <div className="flow-form done" data-testid="pix-failed">
      <div className="done__badge done__badge--failed">
        <Icon name="alert" size={36} />
      </div>
      <h2 className="done__heading">{t('failedHeading')}</h2>
      <p className="done__text" role="alert" data-testid="pix-failed-message">
        {errors(state.errorKey)}
      </p>
      <div className="page-actions">
        <Button onClick={() => dispatch({ type: 'BACK' })}>{t('tryAgain')}</Button>
        <Button variant="outlined" onClick={() => navigate(HOME_ROUTE, { replace: true })}>
          {t('goHome')}
        </Button>
      </div>
    </div>
  );
}
