import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { Installment, InstallmentStatus } from '../api/list-installments.ts';
import { contractsMessages } from '../messages.ts';

const STATUS_TEXT = {
  open: 'statusOpen',
  paid: 'statusPaid',
  overdue: 'statusOverdue',
} as const satisfies Record<InstallmentStatus, string>;

export interface InstallmentListProps {
  installments: readonly Installment[];
  /** The numbers that may be paid now (the next open one and any overdue one), each with a Pay button. */
  payable?: ReadonlySet<number>;
  onPay?: (installment: Installment) => void;
  /** Pays by a Pix code that anyone may pay; a second button beside Pay when given. */
  onPayWithPix?: (installment: Installment) => void;
}

/** Every instalment: number, value, current value, due date, payment status and date. */
export function InstallmentList({ installments, payable, onPay, onPayWithPix }: InstallmentListProps) {
  const t = useMessages(contractsMessages);
  const total = installments.length;
  return (
    <ol className="installments" data-testid="installment-list">
      {installments.map((item) => (
        <li
          key={item.number}
          className="card installment"
          data-testid="installment-item"
          data-status={item.status}
        >
          <div className="installment__main">
            <span className="installment__number" data-testid="installment-number">
              {t('installmentNumber', { number: item.number, total })}
            </span>
            <span className="amount installment__value" data-testid="installment-value">
              {formatBRL(item.value)}
            </span>
          </div>
          <div className="installment__details">
            <span data-testid="installment-due">{t('dueOn', { date: formatDate(item.dueDate) })}</span>
            <span
              className={`installment__status installment__status--${item.status}`}
              data-testid="installment-status"
            >
              {t(STATUS_TEXT[item.status])}
            </span>
          </div>
          <div className="installment__details muted">
            <span data-testid="installment-current">
              {t('currentValue', { amount: formatBRL(item.currentValue) })}
            </span>
            {item.paidAt ? (
              <span data-testid="installment-paid-on">{t('paidOn', { date: formatDate(item.paidAt) })}</span>
            ) : null}
          </div>
          {payable?.has(item.number) && (onPay || onPayWithPix) ? (
            <div className="installment__actions">
              {onPay ? (
                <Button variant="outlined" onClick={() => onPay(item)} data-testid="installment-pay-button">
                  {t('payInstallment')}
                </Button>
              ) : null}
              {onPayWithPix ? (
                <Button
                  variant="outlined"
                  onClick={() => onPayWithPix(item)}
                  data-testid="installment-pix-button"
                >
                  {t('payWithPix')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
