import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import type { RechargeOutcome } from '../api/recharge-phone.ts';
import type { RechargeEvent } from '../flow/recharge-flow.ts';
import { rechargeMessages } from '../messages.ts';
import { displayPhone } from './display-phone.ts';

export interface DoneStepProps {
  outcome: RechargeOutcome;
  dispatch: (event: RechargeEvent) => void;
}

/** The receipt (operator, DDI and number, authentication), or the refund when the operator refused. */
export function DoneStep({ outcome, dispatch }: DoneStepProps) {
  const t = useMessages(rechargeMessages);
  const navigate = useNavigate();
  const refunded = outcome.status === 'ESTORNADA';
  const phone = displayPhone({ ddd: outcome.ddd, number: outcome.number }, outcome.ddi);
  const amount = formatBRL(outcome.amount);
  const row = (label: string, value: string, testId?: string) => (
    <div className="review__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <div className="flow-form done" data-testid={refunded ? 'recharge-refunded' : 'recharge-done'}>
      <div className={refunded ? 'done__badge done__badge--failed' : 'done__badge'}>
        <Icon name={refunded ? 'alert' : 'check'} size={36} />
      </div>
      <h2 className="done__heading">{t(refunded ? 'refundedHeading' : 'doneHeading')}</h2>
      <p className="done__text" role={refunded ? 'alert' : undefined}>
        {refunded
          ? t('refundedText', { amount })
          : t('doneText', { amount, operator: outcome.operator, phone })}
      </p>
      <dl className="review card">
        {row(t('phone'), phone, 'recharge-done-phone')}
        {row(t('operator'), outcome.operator, 'recharge-done-operator')}
        {row(t('amount'), amount)}
        {row(t('when'), `${formatDate(outcome.at)} ${formatTime(outcome.at)}`)}
        {outcome.operatorProtocol ? row(t('protocol'), outcome.operatorProtocol) : null}
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
        <Button variant="text" onClick={() => dispatch({ type: 'RESTART' })}>
          {t('rechargeAnother')}
        </Button>
        <Button onClick={() => navigate(HOME_ROUTE, { replace: true })} data-testid="recharge-home">
          {t('goHome')}
        </Button>
      </div>
    </div>
  );
}
