import { formatAccountNumber } from '@carteira/core/br';
import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import type { TransferEvent, TransferState } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';
import { tedScheduleMessages } from '../schedule-messages.ts';

export interface TransferScheduledProps {
  state: Extract<TransferState, { step: 'transferScheduled' }>;
  dispatch: (event: TransferEvent) => void;
}

/** A transfer between Carteira accounts scheduled: when, to whom, and the way to the schedules. */
export function TransferScheduledDone({ state, dispatch }: TransferScheduledProps) {
  const t = useMessages(transferMessages);
  const ts = useMessages(tedScheduleMessages);
  const navigate = useNavigate();
  const { recipient, result } = state;
  const amount = formatBRL(result.amount);
  const text =
    result.payments > 1
      ? ts('scheduledMonthlyText', {
          amount,
          name: recipient.name,
          count: result.payments,
          date: formatDate(result.on),
        })
      : t('transferScheduledText', { amount, name: recipient.name, date: formatDate(result.on) });
  return (
    <div className="flow-form done" data-testid="transfer-scheduled">
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{t('transferScheduledHeading')}</h2>
      <p className="done__text" data-testid="transfer-scheduled-text">
        {text}
      </p>
      <dl className="review card">
        <div className="review__row">
          <dt>{t('reviewAgencyAccount')}</dt>
          <dd>
            {recipient.agency} / {formatAccountNumber(recipient.account)}
          </dd>
        </div>
        <div className="review__row">
          <dt>{t('doneDate')}</dt>
          <dd>{formatDate(result.on)}</dd>
        </div>
        <div className="review__row">
          <dt>{t('doneScheduleId')}</dt>
          <dd className="review__code" data-testid="transfer-schedule-id">
            {result.id}
          </dd>
        </div>
      </dl>
      <div className="page-actions">
        <Button variant="outlined" onClick={() => dispatch({ type: 'SCHEDULES_SHOWN' })}>
          {ts('listLink')}
        </Button>
        <Button variant="text" onClick={() => dispatch({ type: 'RESTART' })}>
          {t('newTransfer')}
        </Button>
        <Button onClick={() => navigate(HOME_ROUTE, { replace: true })} data-testid="transfer-home">
          {t('goHome')}
        </Button>
      </div>
    </div>
  );
}
