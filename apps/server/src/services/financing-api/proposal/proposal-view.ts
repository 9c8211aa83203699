import { MAX_INSTALLMENTS, monthlyFromAnnual } from '@carteira/core/credit';
import type { ContractingRow } from '../contracting/contracting.repository.ts';
import { money } from '../contracting/contracting-view.ts';
import type { ProposalRow, SelectedProductRow } from '../financing.table.ts';
import { finance, MIN_INSTALLMENTS, percent } from '../financing-math.ts';
import type { Insurer } from '../product/phone-catalogue.ts';

/** The proposal's insurance priced for another instalment count (the cover follows the term). */
function insuranceForCount(insurer: Insurer, proposal: ProposalRow, installments: number): number {
  if (proposal.insuranceCents === 0) return 0;
  const option = insurer
    .options({ priceCents: proposal.productCents, installments })
    .find((o) => o.name === proposal.insuranceName);
  return option?.totalValueCents ?? proposal.insuranceCents;
}

/**
 * "up to N instalments": the value and total of every count offered, from the proposal's figures
 * (same phone, down payment and first date; the insurance at its price for that count).
 */
export function feeValues(insurer: Insurer, proposal: ProposalRow) {
  const values = [];
  for (let n = MIN_INSTALLMENTS; n <= MAX_INSTALLMENTS; n++) {
    const insuranceCents = insuranceForCount(insurer, proposal, n);
    const financed =
      n === proposal.installments
        ? { schedule: proposal.schedule, totalCents: proposal.totalCents }
        : finance({
            requestedCents: proposal.requestedCents - proposal.insuranceCents + insuranceCents,
            insuranceCents,
            installments: n,
            firstInstallmentDate: proposal.firstInstallmentDate,
            today: proposal.releaseDate,
            monthlyRate: proposal.monthlyRate,
          });
    values.push({
      installments: n,
      installmentValue: money(financed.schedule[0]?.payment ?? 0),
      totalAmount: money(financed.totalCents),
    });
  }
  return values;
}

/** The proposal as the customer sees it before confirming: every figure and the whole schedule. */
export function proposalView(
  insurer: Insurer,
  row: ContractingRow,
  proposal: ProposalRow,
  product: SelectedProductRow,
) {
  const first = proposal.schedule[0];
  return {
    contractingKey: row.id,
    proposalId: proposal.id,
    name: `${product.name} ${product.storage} ${product.color}`,
    productValue: money(proposal.productCents),
    insuranceName: proposal.insuranceName,
    insuranceSku: proposal.insuranceSku ?? null,
    insuranceValue: money(proposal.insuranceCents),
    accessoriesValue: money(proposal.accessoriesCents),
    downPayment: money(proposal.downPaymentCents),
    requestedAmount: money(proposal.requestedCents),
    iof: money(proposal.iofCents),
    iofRate: percent(proposal.iofCents / proposal.requestedCents),
    financedAmount: money(proposal.principalCents),
    numberOfInstallments: proposal.installments,
    minimumInstallments: MIN_INSTALLMENTS,
    maximumInstallments: MAX_INSTALLMENTS,
    installmentValue: money(first?.payment ?? 0),
    firstInstallmentDate: proposal.firstInstallmentDate,
    requestedFirstPaymentDate: proposal.requestedFirstPaymentDate,
    releaseDate: proposal.releaseDate,
    monthlyInterestRate: percent(proposal.monthlyRate),
    annualInterestRate: percent((1 + proposal.monthlyRate) ** 12 - 1),
    tecRate: percent(proposal.cet),
    tecMonthlyRate: percent(monthlyFromAnnual(proposal.cet)),
    totalAmount: money(proposal.totalCents),
    totalWithDownPayment: money(proposal.totalCents + proposal.downPaymentCents),
    feeValues: feeValues(insurer, proposal),
    schedule: proposal.schedule.map((line) => ({
      number: line.number,
      dueDate: line.dueDate,
      value: money(line.payment),
      interest: money(line.interest),
      amortization: money(line.amortization),
      balance: money(line.balance),
    })),
  };
}
