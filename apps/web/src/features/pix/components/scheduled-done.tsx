import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import type { PayEvent, PayState } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';

export interface ScheduledDoneProps {
  state: Extract<PayState, { step: 'scheduled' }>;
  dispatch: (event: PayEvent) => void;
}

/** The schedule made: amount, payee, date, repeat; the way to the scheduled list. */
export function ScheduledDone({ state, dispatch }: ScheduledDoneProps) {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  const { scheduled } = state;
  return (
    <div className="flow-form done" data-testid="pix-scheduled">
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{t('scheduledHeading')}</h2>
      <p className="done__text" data-testid="pix-scheduled-text">
        {t('scheduledText', {
          amount: formatBRL(scheduled.amount),
          name: scheduled.payeeName,
          date: formatDate(scheduled.date),
        })}
      </p>
      {scheduled.months > 1 ? (
        <p className="muted" data-testid="pix-scheduled-repeat">
          {t('scheduledRepeat', { count: scheduled.months })}
        </p>
      ) : null}
      <div className="page-actions">
        <Button
          variant="outlined"
          onClick={() =>
            navigate('/pixTransactionHistory', { replace: true, state: { filter: 'scheduled' } })
          }
          data-testid="pix-scheduled-list"
        >
          {t('scheduledSeeList')}
        </Button>
        <Button variant="text" onClick={() => dispatch({ type: 'RESTART' })}>
          {t('newPix')}
        </Button>
        <Button onClick={() => navigate(HOME_ROUTE, { replace: true })} data-testid="pix-home">
          {t('goHome')}
        </Button>
      </div>
    </div>
  );
}
