import { formatBRL } from '@carteira/core/money';
import { maskPixKey } from '@carteira/core/pix';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { PayEvent, PayState } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';

export interface ReviewStepProps {
  state: Extract<PayState, { step: 'review' }>;
  dispatch: (event: PayEvent) => void;
}

export function ReviewStep({ state, dispatch }: ReviewStepProps) {
  const t = useMessages(pixMessages);
  const { target } = state;
  const { payee } = target;
  const rows: Array<[string, string, string?]> = [
    [t('reviewTo'), payee.name, 'pix-review-name'],
    [t('reviewTaxId'), payee.maskedTaxId, 'pix-review-tax-id'],
    [t('reviewInstitution'), payee.institution, 'pix-review-institution'],
    [t('reviewKey'), maskPixKey(payee.keyType, payee.key), 'pix-review-key'],
  ];
  if (payee.city) rows.push([t('reviewCity'), payee.city, 'pix-review-city']);
  if (target.kind === 'qr' && target.description) rows.push([t('reviewDescription'), target.description]);
  rows.push([t('reviewFee'), t('free')]);
  return (
    <div className="flow-form">
      <h2 className="flow-heading">{t('reviewHeading')}</h2>
      <p className="review__amount amount" data-testid="pix-review-amount">
        {formatBRL(state.amount)}
      </p>
      <dl className="review card">
        {rows.map(([label, value, testId]) => (
          <div className="review__row" key={label}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="page-actions">
        <Button onClick={() => dispatch({ type: 'REVIEW_CONFIRMED' })} data-testid="pix-review-confirm">
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
