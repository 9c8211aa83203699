import { formatBoletoLine } from '@carteira/core/boleto';
import { formatAccountNumber, formatPhone } from '@carteira/core/br';
import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Identifier } from '../../../components/identifier.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { shareText } from '../../../lib/share.ts';
import { useTransactionText } from '../../../lib/transactions/transaction-text.ts';
import { type ReceiptParty, useReceipt } from '../api/get-receipt.ts';
import { historyMessages } from '../messages.ts';
import { receiptText } from './receipt-text.ts';

/** A party of the receipt; `noAccount` for one that has none (a phone operator: the number is its own row). */
function Party({ label, party, noAccount }: { label: string; party: ReceiptParty; noAccount?: boolean }) {
  return (
    <div className="receipt__row">
      <dt>{label}</dt>
      <dd>
        <strong>{party.name}</strong>
        <Identifier text={party.maskedTaxId} />
        <span>
          {party.account && !noAccount
            ? `${party.bank} · ${party.agency} / ${formatAccountNumber(party.account)}`
            : party.bank}
        </span>
      </dd>
    </div>
  );
}

/** The comprovante of one transaction, with a share (or copy) button. */
export function ReceiptView({ transactionId }: { transactionId: string }) {
  const t = useMessages(historyMessages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const receipt = useReceipt(transactionId);
  const names = useTransactionText();
  const share = async () => {
    if (!receipt.data) return;
    const outcome = await shareText({ title: t('shareTitle'), text: receiptText(receipt.data, t, names) });
    if (outcome === 'copied') snackbar.show({ text: t('copied'), duration: 'short' });
    if (outcome === 'failed') snackbar.show({ text: t('shareFailed'), duration: 'normal', tone: 'error' });
  };
  const data = receipt.data;
  return (
    <>
      <TopBar
        title={t('receiptTitle')}
        action={{ type: 'helpShare', onHelp: () => navigate('/helpPage'), onShare: share }}
      />
      <main className="page-content" id="main" data-testid="receipt">
        {receipt.isPending ? <Spinner block /> : null}
        {receipt.isError ? (
          <p className="receipt__error" role="alert">
            {t('receiptFailed')} {errorText(receipt.error)}
          </p>
        ) : null}
        {data ? (
          <article className="receipt card" aria-labelledby="receipt-heading">
            <h2 id="receipt-heading" className="receipt__heading">
              {t('receiptHeading')}
            </h2>
            <p className="receipt__amount amount" data-testid="receipt-amount">
              {formatBRL(data.amount)}
            </p>
            <dl className="receipt__list">
              <div className="receipt__row">
                <dt>{t('date')}</dt>
                <dd>
                  {formatDate(data.at)} {formatTime(data.at)}
                </dd>
              </div>
              <div className="receipt__row">
                <dt>{t('operation')}</dt>
                <dd data-testid="receipt-operation">{names.reasonName(data.reasonCode, data.typeId)}</dd>
              </div>
              {data.boletoLine ? (
                <div className="receipt__row">
                  <dt>{t('boletoLine')}</dt>
                  <dd className="receipt__code" data-testid="receipt-boleto-line">
                    <Identifier text={formatBoletoLine(data.boletoLine)} />
                  </dd>
                </div>
              ) : null}
              {data.boletoDueDate ? (
                <div className="receipt__row">
                  <dt>{t('boletoDueDate')}</dt>
                  <dd>{formatDate(data.boletoDueDate)}</dd>
                </div>
              ) : null}
              {data.recharge ? (
                <>
                  <div className="receipt__row">
                    <dt>{t('rechargeOperator')}</dt>
                    <dd data-testid="receipt-recharge-operator">{data.recharge.operator}</dd>
                  </div>
                  <div className="receipt__row">
                    <dt>{t('rechargeNumber')}</dt>
                    <dd className="receipt__nowrap" data-testid="receipt-recharge-number">
                      +{data.recharge.ddi} {formatPhone(`${data.recharge.ddd}${data.recharge.number}`)}
                    </dd>
                  </div>
                </>
              ) : null}
              {data.withdrawalId ? (
                <div className="receipt__row">
                  <dt>{t('withdrawalId')}</dt>
                  <dd className="receipt__code" data-testid="receipt-withdrawal-id">
                    {data.withdrawalId}
                  </dd>
                </div>
              ) : null}
              <Party label={t('from')} party={data.payer} />
              <Party label={t('to')} party={data.payee} noAccount={data.recharge !== null} />
              {data.note ? (
                <div className="receipt__row">
                  <dt>{t('note')}</dt>
                  <dd>{data.note}</dd>
                </div>
              ) : null}
              <div className="receipt__row">
                <dt>{t('fee')}</dt>
                <dd>{formatBRL(data.fee)}</dd>
              </div>
              <div className="receipt__row">
                <dt>{t('authentication')}</dt>
                <dd className="receipt__code">{data.authentication}</dd>
              </div>
              <div className="receipt__row">
                <dt>{t('transactionId')}</dt>
                <dd className="receipt__code">{data.transactionId}</dd>
              </div>
            </dl>
          </article>
        ) : null}
        {data ? (
          <div className="page-actions">
            <Button variant="outlined" onClick={share} data-testid="receipt-share">
              {t('share')}
            </Button>
          </div>
        ) : null}
      </main>
    </>
  );
}
