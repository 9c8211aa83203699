import { formatAccountNumber } from '@carteira/core/br';
import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { maskStoredPixKey } from '@carteira/core/pix';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { shareText } from '../../../lib/share.ts';
import { useTransactionText } from '../../../lib/transactions/transaction-text.ts';
import { type PixReceiptParty, usePixReceipt } from '../api/get-pix-receipt.ts';
import { isReturnable, type PixItem } from '../flow/history-flow.ts';
import { pixMessages } from '../messages.ts';

function partyText(party: PixReceiptParty): string[] {
  const where =
    party.agency || party.account ? `${party.agency} / ${formatAccountNumber(party.account)}` : '';
  return [party.name, party.maskedTaxId, [party.bank, where].filter(Boolean).join(' · ')].filter(Boolean);
}

export interface PixReceiptViewProps {
  item: PixItem;
  onReturn: () => void;
}

/** The comprovante of a Pix line, with share, and the return of a Pix received. */
export function PixReceiptView({ item, onReturn }: PixReceiptViewProps) {
  const t = useMessages(pixMessages);
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const receipt = usePixReceipt(item.id);
  const names = useTransactionText();
  if (receipt.isPending) return <Spinner block />;
  if (receipt.isError)
    return (
      <p className="pix-message" role="alert" data-testid="pix-receipt-error">
        {t('receiptFailed')} {errorText(receipt.error)}
      </p>
    );
  const data = receipt.data;
  const rows: Array<[string, string[], string?]> = [
    [t('receiptDate'), [`${formatDate(data.at)} ${formatTime(data.at)}`]],
    [t('receiptOperation'), [names.reasonName(data.reasonCode, data.typeId)], 'pix-receipt-operation'],
    [t('receiptFrom'), partyText(data.payer), 'pix-receipt-payer'],
    [t('receiptTo'), partyText(data.payee), 'pix-receipt-payee'],
  ];
  // masked as on the review and the receipt right after paying (core's one rule per key type)
  if (data.key) rows.push([t('receiptKey'), [maskStoredPixKey(data.key)], 'pix-receipt-key']);
  if (data.note) rows.push([t('receiptNote'), [data.note]]);
  if (data.endToEnd) rows.push([t('receiptEndToEnd'), [data.endToEnd], 'pix-receipt-end-to-end']);
  rows.push([t('receiptAuthentication'), [data.authentication]]);
  rows.push([t('receiptTransactionId'), [data.transactionId]]);
  const share = async () => {
    const text = [
      `${t('receiptTitle')}: ${formatBRL(data.amount)}`,
      ...rows.map(([label, lines]) => `${label}: ${lines.join(', ')}`),
    ].join('\n');
    const outcome = await shareText({ title: t('receiptTitle'), text });
    if (outcome === 'copied') snackbar.show({ text: t('copied'), duration: 'short' });
    if (outcome === 'failed') snackbar.show({ text: t('shareFailed'), duration: 'normal', tone: 'error' });
  };
  return (
    <div className="flow-form" data-testid="pix-receipt">
      <article className="card" aria-labelledby="pix-receipt-heading">
        <h2 id="pix-receipt-heading" className="pix-receipt__heading">
          {t('receiptHeading')}
        </h2>
        <p className="review__amount amount" data-testid="pix-receipt-amount">
          {formatBRL(data.amount)}
        </p>
        <dl className="review">
          {rows.map(([label, lines, testId]) => (
            <div className="review__row" key={label}>
              <dt>{label}</dt>
              <dd className="pix-receipt__value" data-testid={testId}>
                {lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </article>
      <div className="page-actions">
        {isReturnable(item) ? (
          <Button onClick={onReturn} data-testid="pix-receipt-return">
            {t('receiptReturn')}
          </Button>
        ) : null}
        <Button variant="outlined" onClick={share} data-testid="pix-receipt-share">
          {t('share')}
        </Button>
      </div>
    </div>
  );
}
