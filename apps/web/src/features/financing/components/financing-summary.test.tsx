import type { Centavos } from '@carteira/core/money';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { InsuranceOption, Proposal } from '../flow/device-types.ts';
import { deviceMessages } from '../messages.ts';
import { FinancingSummary } from './financing-summary.tsx';

const c = (n: number) => n as Centavos;

/** A R$ 2.499,00 phone with the complete insurance for 12 instalments (18% of the price). */
const proposal: Proposal = {
  name: 'Aurora X5 128 GB Preto Grafite',
  productValue: c(249_900),
  insuranceName: 'Seguro Roubo e Dano Acidental',
  insuranceValue: c(44_982),
  downPayment: c(50_000),
  requestedAmount: c(244_882),
  iof: c(7_346),
  iofRate: 3,
  financedAmount: c(252_228),
  numberOfInstallments: 12,
  minimumInstallments: 1,
  installmentValue: c(26_857),
  firstInstallmentDate: '2026-12-23',
  monthlyInterestRate: 3.99,
  tecRate: 70.12,
  totalAmount: c(322_284),
  totalWithDownPayment: c(372_284),
  feeValues: [],
  schedule: [
    { number: 1, dueDate: '2026-12-23', value: c(26_857) },
    { number: 2, dueDate: '2027-01-25', value: c(26_857) },
  ],
};

/** The option as the insurer priced it for 18 instalments, before the customer chose 12. */
const complete: InsuranceOption = {
  type: 'complete',
  name: 'Seguro Roubo e Dano Acidental',
  numberOfInstallments: 18,
  installmentValue: c(3_749),
  totalValue: c(67_473),
};

function Summary({ p = proposal, insurance = complete }: { p?: Proposal; insurance?: InsuranceOption }) {
  const t = useMessages(deviceMessages);
  return (
    <FinancingSummary t={t} proposal={p} insurance={insurance} onConfirm={vi.fn()} onChangePhone={vi.fn()} />
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

afterEach(() => {
  cleanup();
  setLocale('pt-BR');
});

describe('the financing summary', () => {
  it('builds the total: price and the protection financed for this count, down payment, IOF, subtotal, totals', () => {
    render(<Summary />);
    expect(text('summary-device')).toBe('Aurora X5 128 GB Preto Grafite');
    expect(text('summary-price')).toBe('R$ 2.499,00');
    expect(text('summary-insurance')).toBe('Seguro Roubo e Dano Acidental');
    // the value of the proposal (12 instalments), not the option priced for 18
    expect(text('summary-insurance-value')).toBe('R$ 449,82');
    expect(text('summary-down-payment')).toBe('R$ 500,00');
    expect(text('summary-requested')).toBe('R$ 2.448,82');
    expect(text('summary-iof')).toBe('R$ 73,46');
    expect(text('summary-subtotal')).toBe('R$ 2.522,28');
    expect(text('summary-installments')).toBe('12x de R$ 268,57');
    expect(text('summary-cet')).toBe('70,12% ao ano');
    expect(text('summary-total')).toBe('R$ 3.222,84');
    expect(text('summary-total-with-down')).toBe('R$ 3.722,84');
    expect(text('schedule-total')).toBe('R$ 3.222,84');
    expect(text('summary-financed-note')).toContain('a proteção para este número de parcelas');
    fireEvent.click(screen.getByTestId('summary-iof-toggle'));
    expect(text('summary-iof-details')).toContain('R$ 2.448,82');
  });

  it('without insurance shows no protection value, and reads in English', () => {
    setLocale('en');
    const none: InsuranceOption = { ...complete, type: 'none', name: 'Sem seguro', totalValue: c(0) };
    render(
      <Summary p={{ ...proposal, insuranceName: 'Sem seguro', insuranceValue: c(0) }} insurance={none} />,
    );
    expect(text('summary-insurance')).toBe('No insurance');
    expect(screen.queryByTestId('summary-insurance-value')).toBeNull();
    expect(screen.getByText('Phone price')).toBeTruthy();
    expect(screen.getByText('Amount requested')).toBeTruthy();
    expect(text('summary-financed-note')).toBe(
      'The phone’s price, less the down payment, plus IOF: this is the amount financed.',
    );
    expect(text('summary-installments')).toBe('12x of R$ 268,57');
  });

  it('says a due date on a weekend or holiday may be paid on the next working day, only when one falls there', () => {
    // 2026-12-23 (Wednesday) and 2027-01-25 (Monday) are working days
    render(<Summary />);
    expect(screen.queryByTestId('schedule-non-working-day')).toBeNull();
    cleanup();
    // 2027-01-23 is a Saturday
    const weekend = [proposal.schedule[0], { number: 2, dueDate: '2027-01-23', value: c(26_857) }];
    render(<Summary p={{ ...proposal, schedule: weekend as Proposal['schedule'] }} />);
    expect(text('schedule-non-working-day')).toContain('dia útil seguinte');
  });
});
