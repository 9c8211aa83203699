import { formatBoletoLine } from '@carteira/core/boleto';
import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Identifier } from '../../../components/identifier.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import { shareText } from '../../../lib/share.ts';
import type { BoletoDetails } from '../api/boleto-wire.ts';
import type { PayOutcome } from '../api/pay-boleto.ts';
import type { PayEvent } from '../flow/pay-flow.ts';
import { boletoMessages } from '../messages.ts';

export interface DoneStepProps {
  details: BoletoDetails;
  outcome: PayOutcome;
  dispatch: (event: PayEvent) => void;
}

/** The receipt (authentication code, line, due date) or the schedule's confirmation. */
export function DoneStep({ details, outcome, dispatch }: DoneStepProps) {
  const t = useMessages(boletoMessages);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const paid = outcome.kind === 'paid' ? outcome : null;
  const schedule = outcome.kind === 'scheduled' ? outcome.schedule : null;
  const amount = paid ? paid.amount : (schedule?.amount ?? details.updated);
  const when = paid ? `${formatDate(paid.at)} ${formatTime(paid.at)}` : '';
  const share = async () => {
    if (!paid) return;
    const text = [
      t('doneText', { amount: formatBRL(amount), name: details.beneficiary }),
      `${t('paidAt')}: ${when}`,
      `${t('line')}: ${formatBoletoLine(paid.line)}`,
      details.dueDate ? `${t('dueDate')}: ${formatDate(details.dueDate)}` : '',
      `${t('authentication')}: ${paid.authentication}`,
    ]
      .filter(Boolean)
      .join('\n');
    const result = await shareText({ title: t('shareTitle'), text });
    if (result === 'copied') snackbar.show({ text: t('copied'), duration: 'short' });
    if (result === 'failed') snackbar.show({ text: t('shareFailed'), duration: 'normal', tone: 'error' });
  };
  return (
    <div className="flow-form done" data-testid={paid ? 'boleto-done' : 'boleto-scheduled'}>
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{paid ? t('doneHeading') : t('scheduledDoneHeading')}</h2>
      <p className="done__text">
        {paid
          ? t('doneText', { amount: formatBRL(amount), name: details.beneficiary })
          : t('scheduledDoneText', {
              amount: formatBRL(amount),
              name: details.beneficiary,
              date: formatDate(schedule?.payOn ?? details.settlesOn),
            })}
      </p>
      <dl className="review card">
        {paid ? (
          <div className="review__row">
            <dt>{t('paidAt')}</dt>
            <dd>{when}</dd>
          </div>
        ) : null}
        <div className="review__row">
          <dt>{t('line')}</dt>
          <dd className="review__code">
            <Identifier text={formatBoletoLine(details.line)} />
          </dd>
        </div>
        {details.dueDate ? (
          <div className="review__row">
            <dt>{t('dueDate')}</dt>
            <dd>{formatDate(details.dueDate)}</dd>
          </div>
        ) : null}
        {paid ? (
          <div className="review__row">
            <dt>{t('authentication')}</dt>
            <dd className="review__code" data-testid="boleto-authentication">
              {paid.authentication}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="page-actions">
        {paid ? (
          <>
            <Button variant="outlined" onClick={share}>
              {t('share')}
            </Button>
            <Button
              variant="outlined"
              onClick={() =>
                navigate('/newTransactionHistory', { state: { receiptFor: paid.transactionId } })
              }
            >
              {t('viewReceipt')}
            </Button>
          </>
        ) : null}
        <Button variant="text" onClick={() => dispatch({ type: 'RESTART' })}>
          {t('payAnother')}
        </Button>
        <Button onClick={() => navigate(HOME_ROUTE, { replace: true })} data-testid="boleto-home">
          {t('goHome')}
        </Button>
      </div>
    </div>
  );
}
