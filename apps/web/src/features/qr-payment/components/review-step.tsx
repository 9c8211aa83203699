import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { QrDetails } from '../api/qr-wire.ts';
import type { QrPayEvent } from '../flow/qr-pay-flow.ts';
import { qrPaymentMessages } from '../messages.ts';

export interface ReviewStepProps {
  details: QrDetails;
  fromPartner: boolean;
  dispatch: (event: QrPayEvent) => void;
}

/** The merchant, the amount and until when the code can be paid: all said before the PIN. */
export function ReviewStep({ details, fromPartner, dispatch }: ReviewStepProps) {
  const t = useMessages(qrPaymentMessages);
  const row = (label: string, value: string, testId?: string, nowrap = false) => (
    <div className="review__row">
      <dt>{label}</dt>
      <dd data-testid={testId} className={nowrap ? 'qr-review__nowrap' : undefined}>
        {value}
      </dd>
    </div>
  );
  return (
    <div className="flow-form">
      <h2 className="flow-heading">{t('reviewHeading')}</h2>
      <p className="review__amount amount" data-testid="qr-review-amount">
        {formatBRL(details.amount)}
      </p>
      <dl className="review card qr-review">
        {row(t('merchant'), details.merchant, 'qr-merchant')}
        {row(t('merchantDocument'), details.merchantDocument, 'qr-merchant-document', true)}
        {row(t('city'), details.city)}
        {details.description ? row(t('description'), details.description) : null}
        {row(
          t('expiresAt'),
          `${formatDate(details.expiresAt)} ${formatTime(details.expiresAt)}`,
          'qr-expires-at',
        )}
      </dl>
      <div className="page-actions">
        <Button onClick={() => dispatch({ type: 'REVIEW_CONFIRMED' })} data-testid="qr-review-confirm">
          {t('pay')}
        </Button>
        {fromPartner ? (
          <Button
            variant="outlined"
            onClick={() => dispatch({ type: 'RETURN_TO_PARTNER' })}
            data-testid="qr-abort"
          >
            {t('cancelAndReturn')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
