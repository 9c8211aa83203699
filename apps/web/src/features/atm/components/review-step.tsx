import { formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { AtmWithdrawal } from '../api/atm-wire.ts';
import { atmMessages } from '../messages.ts';

export interface ReviewStepProps {
  withdrawal: AtmWithdrawal;
  onConfirm: () => void;
}

/** The ATM, the amount chosen there, the fee and the total: all said before the PIN. */
export function ReviewStep({ withdrawal, onConfirm }: ReviewStepProps) {
  const t = useMessages(atmMessages);
  const row = (label: string, value: string, testId: string) => (
    <div className="review__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <div className="flow-form" data-testid="atm-review">
      <h2 className="flow-heading">{t('reviewHeading')}</h2>
      <p className="review__amount" data-testid="atm-review-amount">
        {formatBRL(withdrawal.amount)}
      </p>
      <dl className="review card">
        {row(t('atm'), withdrawal.terminalName, 'atm-review-terminal')}
        {row(t('network'), withdrawal.network, 'atm-review-network')}
        {row(t('amount'), formatBRL(withdrawal.amount), 'atm-review-value')}
        {row(t('fee'), formatBRL(withdrawal.fee), 'atm-review-fee')}
        {row(t('total'), formatBRL(withdrawal.total), 'atm-review-total')}
      </dl>
      <div className="page-actions">
        <Button onClick={onConfirm} data-testid="atm-confirm">
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
