import { formatAccountNumber, onlyDigits } from '@carteira/core/br';
import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { maskPixKey } from '@carteira/core/pix';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import { shareText } from '../../../lib/share.ts';
import { contactDraft } from '../flow/contact-draft.ts';
import type { PayEvent, PayState } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';

export interface PayDoneProps {
  state: Extract<PayState, { step: 'done' }>;
  dispatch: (event: PayEvent) => void;
}

/** The Pix receipt, with share (or copy) and the way to its full comprovante in the statement. */
export function PayDone({ state, dispatch }: PayDoneProps) {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { receipt, target } = state;
  const when = `${formatDate(receipt.at)} ${formatTime(receipt.at)}`;
  const headline = t('doneText', { amount: formatBRL(receipt.amount), name: receipt.payeeName });
  const rows: Array<[string, string, string?]> = [
    [t('doneDate'), when],
    [t('doneInstitution'), receipt.institution],
    target.kind === 'account'
      ? [
          t('reviewAccount'),
          `${target.account.agency} / ${formatAccountNumber(onlyDigits(target.account.account))}`,
        ]
      : [t('reviewKey'), target.payee.key ? maskPixKey(target.payee.keyType, target.payee.key) : '—'],
    [t('doneEndToEnd'), receipt.endToEnd, 'pix-done-end-to-end'],
    [t('doneId'), receipt.transactionId, 'pix-done-transaction-id'],
  ];
  const share = async () => {
    const text = [headline, ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
    const outcome = await shareText({ title: t('shareTitle'), text });
    if (outcome === 'copied') snackbar.show({ text: t('copied'), duration: 'short' });
    if (outcome === 'failed') snackbar.show({ text: t('shareFailed'), duration: 'normal', tone: 'error' });
  };
  return (
    <div className="flow-form done" data-testid="pix-done">
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{t('doneHeading')}</h2>
      <p className="done__text" data-testid="pix-done-text">
        {headline}
      </p>
      <dl className="review card">
        {rows.map(([label, value, testId]) => (
          <div className="review__row" key={label}>
            <dt>{label}</dt>
            <dd className={testId ? 'review__code' : undefined} data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="page-actions">
        <Button variant="outlined" onClick={share} data-testid="pix-share">
          {t('share')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => navigate('/saveContactFromTransaction', { state: contactDraft(target) })}
          data-testid="pix-save-contact"
        >
          {t('saveContact')}
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
