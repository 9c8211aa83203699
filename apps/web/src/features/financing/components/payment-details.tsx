import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { PaymentEditor } from '../flow/device-flow.ts';
import type { Proposal } from '../flow/device-types.ts';
import { brl, day, rate } from '../format.ts';
import type { DeviceDispatch, DeviceT } from './device-types-ui.ts';

function Row({
  label,
  value,
  editLabel,
  testId,
  onEdit,
  busy,
}: {
  label: string;
  value: string;
  editLabel: string;
  testId: string;
  onEdit: () => void;
  busy: boolean;
}) {
  return (
    <div className="review__row payment-row">
      <dt>{label}</dt>
      <dd>
        <span className="amount" data-testid={testId}>
          {value}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={editLabel}
          onClick={onEdit}
          disabled={busy}
          data-testid={`${testId}-edit`}
        >
          <Icon name="chevron-right" />
        </button>
      </dd>
    </div>
  );
}

/**
 * paymentDetails: down payment, instalments and first date, each editable; then the summary.
 * `busy` while edited terms are being priced: the summary and the edits wait (disabled, the
 * summary button with its spinner) until the new figures are on screen.
 */
export function PaymentDetails({
  t,
  proposal,
  dispatch,
  busy = false,
}: {
  t: DeviceT;
  proposal: Proposal;
  dispatch: DeviceDispatch;
  busy?: boolean;
}) {
  const edit = (editor: PaymentEditor) => () => dispatch({ type: 'EDIT', editor });
  const maxCount = proposal.feeValues.reduce((max, f) => Math.max(max, f.installments), 0);
  return (
    <div className="flow-form" data-testid="payment-details">
      <h2 className="flow-heading">{proposal.name}</h2>
      <dl className="card review">
        <Row
          label={t('downPayment')}
          value={brl(proposal.downPayment)}
          editLabel={t('editDownPayment')}
          testId="payment-down-payment"
          onEdit={edit('down_payment')}
          busy={busy}
        />
        <Row
          label={t('installments')}
          value={t('installmentsValue', {
            n: proposal.numberOfInstallments,
            value: brl(proposal.installmentValue),
          })}
          editLabel={t('editInstallments')}
          testId="payment-installments"
          onEdit={edit('installments')}
          busy={busy}
        />
        <Row
          label={t('firstDate')}
          value={day(proposal.firstInstallmentDate)}
          editLabel={t('editDate')}
          testId="payment-first-date"
          onEdit={edit('installment_date')}
          busy={busy}
        />
      </dl>
      <p className="muted">
        {t('rateUpTo', { rate: rate(proposal.monthlyInterestRate), n: maxCount || 18 })}
      </p>
      <div className="page-actions">
        <Button onClick={() => dispatch({ type: 'CONTINUE' })} loading={busy} data-testid="payment-continue">
          {t('seeSummary')}
        </Button>
      </div>
    </div>
  );
}
