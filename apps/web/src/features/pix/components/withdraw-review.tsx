import { formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type WithdrawEvent, type WithdrawState, withdrawTotal } from '../flow/withdraw-flow.ts';
import { pixMessages } from '../messages.ts';

export interface WithdrawReviewProps {
  state: Extract<WithdrawState, { step: 'review' }>;
  dispatch: (event: WithdrawEvent) => void;
}

/** The withdrawal before the PIN: the point and its facilitator, the cash, a Troco's purchase, the total. */
export function WithdrawReview({ state, dispatch }: WithdrawReviewProps) {
  const t = useMessages(pixMessages);
  const { point, order } = state;
  const rows: Array<[string, string, string]> = [
    [t('withdrawProvider'), point.agentName || point.name, 'pix-withdraw-review-agent'],
    [t('withdrawFacilitator'), `ISPB ${point.provider}`, 'pix-withdraw-review-provider'],
    [t('withdrawCash'), formatBRL(order.cash), 'pix-withdraw-review-cash'],
  ];
  if (order.mode === 'TROCO')
    rows.push([t('withdrawPurchase'), formatBRL(order.purchase), 'pix-withdraw-review-purchase']);
  rows.push([t('reviewFee'), t('free'), 'pix-withdraw-review-fee']);
  return (
    <div className="flow-form">
      <h2 className="flow-heading">{t('withdrawReviewHeading', { mode: t(`withdraw${order.mode}`) })}</h2>
      <p className="review__amount amount" data-testid="pix-withdraw-review-total">
        {formatBRL(withdrawTotal(order))}
      </p>
      <dl className="review card">
        {rows.map(([label, value, testId]) => (
          <div className="review__row" key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="page-actions">
        <Button
          onClick={() => dispatch({ type: 'REVIEW_CONFIRMED' })}
          data-testid="pix-withdraw-review-confirm"
        >
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
