import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import type { QrPaid } from '../api/pay-qr.ts';
import type { QrPayEvent } from '../flow/qr-pay-flow.ts';
import { qrPaymentMessages } from '../messages.ts';

export interface DoneStepProps {
  paid: QrPaid;
  fromPartner: boolean;
  dispatch: (event: QrPayEvent) => void;
}

/** The receipt: amount, merchant, when, authentication; back to the shop after a partner link. */
export function DoneStep({ paid, fromPartner, dispatch }: DoneStepProps) {
  const t = useMessages(qrPaymentMessages);
  const navigate = useNavigate();
  return (
    <div className="flow-form done" data-testid="qr-done">
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{t('doneHeading')}</h2>
      <p className="done__text">{t('doneText', { amount: formatBRL(paid.amount), name: paid.merchant })}</p>
      <dl className="review card qr-review">
        <div className="review__row">
          <dt>{t('paidAt')}</dt>
          <dd>{`${formatDate(paid.at)} ${formatTime(paid.at)}`}</dd>
        </div>
        <div className="review__row">
          <dt>{t('authentication')}</dt>
          <dd className="review__code" data-testid="qr-authentication">
            {paid.authentication}
          </dd>
        </div>
      </dl>
      <div className="page-actions">
        {fromPartner ? (
          <Button onClick={() => dispatch({ type: 'RETURN_TO_PARTNER' })} data-testid="qr-back-to-shop">
            {t('backToShop')}
          </Button>
        ) : null}
        <Button
          variant={fromPartner ? 'outlined' : 'primary'}
          onClick={() => navigate(HOME_ROUTE, { replace: true })}
        >
          {t('goHome')}
        </Button>
      </div>
    </div>
  );
}
