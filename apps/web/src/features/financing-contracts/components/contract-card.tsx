import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { Contract } from '../api/contract.ts';
import { contractsMessages } from '../messages.ts';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="review__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

export interface ContractCardProps {
  contract: Contract;
  /** The card's action (see instalments); absent on the instalments page. */
  action?: ReactNode;
  /** Only what is paid, open and next (above the instalment list). */
  compact?: boolean;
}

/** One contract: the phone, totals, what is paid and open, the instalments and the next due date. */
export function ContractCard({ contract, action, compact = false }: ContractCardProps) {
  const t = useMessages(contractsMessages);
  const percent = contract.installments > 0 ? (contract.installmentsPaid / contract.installments) * 100 : 0;
  return (
    <article className="card contract-card" data-testid="contract-card" data-contract-id={contract.id}>
      <header className="contract-card__header">
        <span className="contract-card__icon" aria-hidden="true">
          <Icon name="phone" />
        </span>
        <div className="contract-card__title">
          <h2 className="contract-card__device" data-testid="contract-device">
            {contract.device}
          </h2>
          <p className="muted">{t('financedOn', { date: formatDate(contract.financedAt) })}</p>
        </div>
        <span
          className={`contract-card__flag${contract.overdue ? ' contract-card__flag--overdue' : ''}`}
          data-testid="contract-overdue"
          data-overdue={contract.overdue}
        >
          {contract.overdue ? t('overdue') : t('upToDate')}
        </span>
      </header>
      <div
        className="contract-card__progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={contract.installments}
        aria-valuenow={contract.installmentsPaid}
        aria-label={t('progressLabel', { paid: contract.installmentsPaid, total: contract.installments })}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <dl className="review">
        {compact ? null : (
          <>
            <Row label={t('total')} testId="contract-total">
              {formatBRL(contract.receivable)}
            </Row>
            <Row label={t('financed')} testId="contract-financed">
              {formatBRL(contract.financed)}
            </Row>
          </>
        )}
        <Row label={t('paid')} testId="contract-paid">
          {formatBRL(contract.paid)}
        </Row>
        <Row label={t('remaining')} testId="contract-remaining">
          {formatBRL(contract.remaining)}
        </Row>
        {contract.installmentValue !== null && !compact ? (
          <Row label={t('installmentValue')} testId="contract-installment-value">
            {formatBRL(contract.installmentValue)}
          </Row>
        ) : null}
        <Row label={t('installmentsPaid')} testId="contract-installments">
          {t('installmentsPaidValue', { paid: contract.installmentsPaid, total: contract.installments })}
        </Row>
        <Row label={t('nextDue')} testId="contract-next-due">
          {contract.nextDueDate ? formatDate(contract.nextDueDate) : t('allPaid')}
        </Row>
      </dl>
      {action}
    </article>
  );
}
