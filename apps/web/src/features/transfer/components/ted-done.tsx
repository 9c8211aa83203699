import { formatAccountNumber, stripCnpj } from '@carteira/core/br';
import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { SaveContactDraft } from '../../../lib/bank/contacts.ts';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import { useTedContacts } from '../api/list-contacts.ts';
import { isSavedAccount } from '../flow/ted-contacts.ts';
import type { TedDestination, TransferEvent, TransferState } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';
import { tedScheduleMessages } from '../schedule-messages.ts';

export interface TedDoneProps {
  state: Extract<TransferState, { step: 'tedDone' }>;
  dispatch: (event: TransferEvent) => void;
}

/** The receipt's account as a draft for /saveContactFromTransaction (the bank kept by its ISPB). */
function contactDraft(ted: TedDestination): SaveContactDraft {
  return {
    name: ted.name,
    taxId: stripCnpj(ted.taxId),
    account: {
      institution: ted.institution.ispb,
      agency: ted.agency,
      account: ted.account,
      accountType: ted.accountType,
    },
  };
}

/**
 * Whether to offer saving the account as a contact: a TED sent or scheduled (not one the receiving
 * bank gave back) to details typed by hand that no contact keeps yet.
 */
function useOfferSave(state: TedDoneProps['state']): boolean {
  const typed = !state.viaContact && state.result.status !== 'returned';
  const contacts = useTedContacts();
  return typed && contacts.data !== undefined && !isSavedAccount(contacts.data, state.ted);
}

/** The TED's outcome: sent (receipt), returned by the receiving bank (money back), or scheduled. */
export function TedDone({ state, dispatch }: TedDoneProps) {
  const t = useMessages(transferMessages);
  const ts = useMessages(tedScheduleMessages);
  const navigate = useNavigate();
  const { ted, result } = state;
  const offerSave = useOfferSave(state);
  const amount = formatBRL(result.amount);
  const heading =
    result.status === 'sent'
      ? t('tedDoneHeading')
      : result.status === 'returned'
        ? t('tedReturnedHeading')
        : t('tedScheduledHeading');
  const text =
    result.status === 'sent'
      ? t('tedDoneText', { amount, name: ted.name, bank: ted.institution.name })
      : result.status === 'returned'
        ? t('tedReturnedText', { amount, bank: ted.institution.name, reason: result.reason })
        : result.payments > 1
          ? ts('scheduledMonthlyText', {
              amount,
              name: ted.name,
              count: result.payments,
              date: formatDate(result.on),
            })
          : t('tedScheduledText', { amount, name: ted.name, date: formatDate(result.on) });
  return (
    <div className="flow-form done" data-testid="ted-done" data-status={result.status}>
      <div className="done__badge">
        <Icon name={result.status === 'returned' ? 'alert' : 'check'} size={36} />
      </div>
      <h2 className="done__heading">{heading}</h2>
      <p className="done__text" data-testid="ted-done-text">
        {text}
      </p>
      <dl className="review card">
        <div className="review__row">
          <dt>{t('reviewBank')}</dt>
          <dd>
            {ted.institution.code} - {ted.institution.name}
          </dd>
        </div>
        <div className="review__row">
          <dt>{t('reviewAgencyAccount')}</dt>
          <dd>
            {ted.agency} / {formatAccountNumber(ted.account)}
          </dd>
        </div>
        <div className="review__row">
          <dt>{t('doneDate')}</dt>
          <dd>
            {result.status === 'scheduled'
              ? formatDate(result.on)
              : `${formatDate(result.at)} ${formatTime(result.at)}`}
          </dd>
        </div>
        <div className="review__row">
          <dt>{result.status === 'scheduled' ? t('doneScheduleId') : t('doneId')}</dt>
          <dd className="review__code" data-testid="transfer-transaction-id">
            {result.id}
          </dd>
        </div>
      </dl>
      <div className="page-actions">
        {result.status === 'scheduled' ? null : (
          <Button
            variant="outlined"
            onClick={() => navigate('/newTransactionHistory', { state: { receiptFor: result.id } })}
            data-testid="ted-view-receipt"
          >
            {t('viewReceipt')}
          </Button>
        )}
        {offerSave ? (
          <Button
            variant="outlined"
            onClick={() => navigate('/saveContactFromTransaction', { state: contactDraft(ted) })}
            data-testid="ted-save-contact"
          >
            {t('saveContact')}
          </Button>
        ) : null}
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
