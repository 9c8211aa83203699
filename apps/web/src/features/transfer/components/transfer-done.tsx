import { formatAccountNumber } from '@carteira/core/br';
import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import { shareText } from '../../../lib/share.ts';
import type { TransferEvent, TransferState } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';

export interface TransferDoneProps {
  state: Extract<TransferState, { step: 'done' }>;
  dispatch: (event: TransferEvent) => void;
}

/** The transfer receipt, with share (or copy) and the way to its full comprovante in the statement. */
export function TransferDone({ state, dispatch }: TransferDoneProps) {
  const t = useMessages(transferMessages);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { recipient, result } = state;
  const when = `${formatDate(result.at)} ${formatTime(result.at)}`;
  const share = async () => {
    const text = [
      t('doneText', { amount: formatBRL(result.amount), name: recipient.name }),
      `${recipient.bank} · ${recipient.agency} / ${formatAccountNumber(recipient.account)} · ${recipient.maskedTaxId}`,
      `${t('doneDate')}: ${when}`,
      `${t('doneId')}: ${result.transactionId}`,
    ].join('\n');
    const outcome = await shareText({ title: t('shareTitle'), text });
    if (outcome === 'copied') snackbar.show({ text: t('copied'), duration: 'short' });
    if (outcome === 'failed') snackbar.show({ text: t('shareFailed'), duration: 'normal', tone: 'error' });
  };
  return (
    <div className="flow-form done" data-testid="transfer-done">
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{t('doneHeading')}</h2>
      <p className="done__text">
        {t('doneText', { amount: formatBRL(result.amount), name: recipient.name })}
      </p>
      <dl className="review card">
        <div className="review__row">
          <dt>{t('doneDate')}</dt>
          <dd>{when}</dd>
        </div>
        <div className="review__row">
          <dt>{t('doneId')}</dt>
          <dd className="review__code" data-testid="transfer-transaction-id">
            {result.transactionId}
          </dd>
        </div>
      </dl>
      <div className="page-actions">
        <Button variant="outlined" onClick={share} data-testid="transfer-share">
          {t('share')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => navigate('/newTransactionHistory', { state: { receiptFor: result.transactionId } })}
        >
          {t('viewReceipt')}
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
