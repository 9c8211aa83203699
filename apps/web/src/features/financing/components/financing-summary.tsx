import { isWorkingDay } from '@carteira/core/calendar';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import type { InsuranceOption, Proposal } from '../flow/device-types.ts';
import { brl, day, rate } from '../format.ts';
import type { DeviceT } from './device-types-ui.ts';

const INSURANCE_LABEL = {
  complete: 'insuranceComplete',
  extended: 'insuranceExtended',
  none: 'insuranceNone',
} as const;

function Row({
  label,
  value,
  testId,
  text = false,
}: {
  label: string;
  value: string;
  testId?: string;
  /** A name (may wrap) rather than an amount (kept on one line). */
  text?: boolean;
}) {
  return (
    <div className="review__row">
      <dt>{label}</dt>
      <dd className={text ? undefined : 'amount'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * summary: every figure before confirming, in the order the total is built: what is bought (the
 * phone's price and the protection for this instalment count, both financed), minus the down
 * payment, plus IOF, gives the financed subtotal; the instalments with interest (rate and CET) give
 * the total. Then the full schedule; confirm, or change the phone.
 */
export function FinancingSummary({
  t,
  proposal,
  insurance,
  onConfirm,
  onChangePhone,
}: {
  t: DeviceT;
  proposal: Proposal;
  insurance: InsuranceOption;
  onConfirm: () => void;
  onChangePhone: () => void;
}) {
  const [iofOpen, setIofOpen] = useState(false);
  const insured = proposal.insuranceValue > 0;
  return (
    <div className="flow-form" data-testid="financing-summary">
      <section className="card" aria-labelledby="summary-purchase">
        <h3 id="summary-purchase" className="device-section-title">
          {t('summaryPurchaseHeading')}
        </h3>
        <dl className="review">
          <Row label={t('summaryDevice')} value={proposal.name} testId="summary-device" text />
          <Row label={t('summaryPrice')} value={brl(proposal.productValue)} testId="summary-price" />
          <Row
            label={t('summaryInsurance')}
            value={t(INSURANCE_LABEL[insurance.type])}
            testId="summary-insurance"
            text
          />
          {insured ? (
            <Row
              label={t('summaryInsuranceValue')}
              value={brl(proposal.insuranceValue)}
              testId="summary-insurance-value"
            />
          ) : null}
          <Row
            label={t('summaryDownPayment')}
            value={brl(proposal.downPayment)}
            testId="summary-down-payment"
          />
          <Row
            label={t('summaryRequested')}
            value={brl(proposal.requestedAmount)}
            testId="summary-requested"
          />
          <div className="review__row">
            <dt>
              <button
                type="button"
                className="summary-iof-toggle"
                aria-expanded={iofOpen}
                aria-label={iofOpen ? t('hideIof') : t('showIof')}
                onClick={() => setIofOpen((open) => !open)}
                data-testid="summary-iof-toggle"
              >
                {t('summaryIof')} {iofOpen ? '▴' : '▾'}
              </button>
            </dt>
            <dd className="amount" data-testid="summary-iof">
              {brl(proposal.iof)}
            </dd>
          </div>
          {iofOpen ? (
            <p className="summary-note" data-testid="summary-iof-details">
              {t('iofDetails', { rate: rate(proposal.iofRate), requested: brl(proposal.requestedAmount) })}
            </p>
          ) : null}
          <Row label={t('summarySubtotal')} value={brl(proposal.financedAmount)} testId="summary-subtotal" />
        </dl>
        <p className="summary-note" data-testid="summary-financed-note">
          {insured ? t('summaryFinancedNoteInsured') : t('summaryFinancedNote')}
        </p>
      </section>
      <section className="card" aria-labelledby="summary-payment">
        <h3 id="summary-payment" className="device-section-title">
          {t('summaryPaymentHeading')}
        </h3>
        <dl className="review">
          <Row
            label={t('summaryInstallments')}
            value={t('installmentsValue', {
              n: proposal.numberOfInstallments,
              value: brl(proposal.installmentValue),
            })}
            testId="summary-installments"
          />
          <Row
            label={t('summaryFirstDate')}
            value={day(proposal.firstInstallmentDate)}
            testId="summary-first-date"
          />
          <Row
            label={t('summaryRate')}
            value={t('rateValue', { rate: rate(proposal.monthlyInterestRate) })}
          />
          <Row
            label={t('summaryCet')}
            value={t('cetValue', { rate: rate(proposal.tecRate) })}
            testId="summary-cet"
          />
          <Row label={t('summaryTotal')} value={brl(proposal.totalAmount)} testId="summary-total" />
          <Row
            label={t('summaryTotalWithDown')}
            value={brl(proposal.totalWithDownPayment)}
            testId="summary-total-with-down"
          />
        </dl>
      </section>
      <section className="card" aria-labelledby="summary-schedule">
        <h3 id="summary-schedule" className="device-section-title">
          {t('scheduleHeading')}
        </h3>
        <table className="schedule" data-testid="summary-schedule">
          <thead>
            <tr>
              <th scope="col">{t('scheduleNumber')}</th>
              <th scope="col">{t('scheduleDue')}</th>
              <th scope="col">{t('scheduleValue')}</th>
            </tr>
          </thead>
          <tbody>
            {proposal.schedule.map((item) => (
              <tr key={item.number} data-testid="schedule-row">
                <td>{item.number}</td>
                <td>{day(item.dueDate)}</td>
                <td className="amount">{brl(item.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('scheduleTotal')}
              </th>
              <td className="amount" data-testid="schedule-total">
                {brl(proposal.totalAmount)}
              </td>
            </tr>
          </tfoot>
        </table>
        {proposal.schedule.some((item) => !isWorkingDay(item.dueDate)) ? (
          <p className="muted" data-testid="schedule-non-working-day">
            {t('scheduleNonWorkingDay')}
          </p>
        ) : null}
      </section>
      <div className="page-actions">
        <Button onClick={onConfirm} data-testid="summary-confirm">
          {t('confirm')}
        </Button>
        <Button variant="outlined" onClick={onChangePhone} data-testid="summary-change-phone">
          {t('changePhone')}
        </Button>
      </div>
    </div>
  );
}
