import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import type { TransferEvent, TransferState } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';

export interface TransferFailedProps {
  state: Extract<TransferState, { step: 'failed' }>;
  dispatch: (event: TransferEvent) => void;
}

export function TransferFailed({ state, dispatch }: TransferFailedProps) {
  const t = useMessages(transferMessages);
  const errors = useMessages(errorMessages);
  const navigate = useNavigate();
  return (
    <div className="flow-form done" data-testid="transfer-failed">
      <div className="done__badge done__badge--failed">
        <Icon name="alert" size={36} />
      </div>
      <h2 className="done__heading">{t('failedHeading')}</h2>
      <p className="done__text" role="alert" data-testid="transfer-failed-message">
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
