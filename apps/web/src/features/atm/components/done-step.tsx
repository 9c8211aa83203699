import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import type { AtmWithdrawn } from '../api/withdraw-at-atm.ts';
import { atmMessages } from '../messages.ts';

/** The receipt: the withdrawal id the ATM shows too, amount, fee, total, authentication. */
export function DoneStep({ outcome }: { outcome: AtmWithdrawn }) {
  const t = useMessages(atmMessages);
  const navigate = useNavigate();
  const row = (label: string, value: string, testId?: string) => (
    <div className="review__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <div className="flow-form done" data-testid="atm-done">
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{t('doneHeading')}</h2>
      <p className="done__text">
        {t('doneText', { amount: formatBRL(outcome.amount), atm: outcome.terminalName })}
      </p>
      <dl className="review card">
        <div className="review__row">
          <dt>{t('withdrawalId')}</dt>
          <dd className="review__code" data-testid="atm-withdrawal-id">
            {outcome.withdrawalId}
          </dd>
        </div>
        {row(t('amount'), formatBRL(outcome.amount))}
        {row(t('fee'), formatBRL(outcome.fee))}
        {row(t('total'), formatBRL(outcome.total), 'atm-done-total')}
        {row(t('when'), `${formatDate(outcome.at)} ${formatTime(outcome.at)}`)}
        <div className="review__row">
          <dt>{t('authentication')}</dt>
          <dd className="review__code">{outcome.authentication}</dd>
        </div>
      </dl>
      <div className="page-actions">
        <Button
          variant="outlined"
          onClick={() => navigate('/newTransactionHistory', { state: { receiptFor: outcome.transactionId } })}
        >
          {t('viewReceipt')}
        </Button>
        <Button onClick={() => navigate(HOME_ROUTE, { replace: true })} data-testid="atm-home">
          {t('goHome')}
        </Button>
      </div>
    </div>
  );
}
