import { formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { RechargeProduct } from '../api/amounts.ts';
import type { Operator } from '../api/operators.ts';
import type { Phone, RechargeEvent } from '../flow/recharge-flow.ts';
import { rechargeMessages } from '../messages.ts';
import { displayPhone } from './display-phone.ts';

export interface ReviewStepProps {
  phone: Phone;
  operator: Operator;
  product: RechargeProduct;
  dispatch: (event: RechargeEvent) => void;
}

/** Number, operator and amount, all said before the PIN. */
export function ReviewStep({ phone, operator, product, dispatch }: ReviewStepProps) {
  const t = useMessages(rechargeMessages);
  return (
    <div className="flow-form" data-testid="recharge-review">
      <h2 className="flow-heading">{t('reviewHeading')}</h2>
      <p className="review__amount" data-testid="recharge-review-amount">
        {formatBRL(product.amount)}
      </p>
      <dl className="review card">
        <div className="review__row">
          <dt>{t('phone')}</dt>
          <dd data-testid="recharge-review-phone">{displayPhone(phone)}</dd>
        </div>
        <div className="review__row">
          <dt>{t('operator')}</dt>
          <dd data-testid="recharge-review-operator">{operator.name}</dd>
        </div>
        <div className="review__row">
          <dt>{t('product')}</dt>
          <dd>{product.name}</dd>
        </div>
      </dl>
      <div className="page-actions">
        <Button onClick={() => dispatch({ type: 'REVIEW_CONFIRMED' })} data-testid="recharge-confirm">
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
