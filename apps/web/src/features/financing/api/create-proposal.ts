import { toReais } from '@carteira/core/money';
import { financing } from '../../../lib/financing/financing.ts';
import type { ProposalRequest, Proposal as WireProposal } from '../../../lib/financing/types.ts';
import type { InsuranceOption, PaymentTerms, Proposal, Sku } from '../flow/device-types.ts';
import { toProposal } from './mappers.ts';
import { productOf } from './select-product.ts';

/** The fixed insurance sku the proposal carries with an insurance (financing.md section 3). */
export const INSURANCE_SKU = 'SEG-CEL-SANDBOX-0001';

export interface ProposalInput {
  contractingKey: string;
  sku: Sku;
  insurance: InsuranceOption;
  terms: PaymentTerms;
}

/** proposal/create: the proposal for the terms (created again on every edit). */
export async function createProposal(input: ProposalInput): Promise<Proposal> {
  const { protection: _none, ...product } = productOf(input.sku);
  const body: ProposalRequest = {
    contractingKey: input.contractingKey,
    installments: input.terms.installments,
    advancePayment: toReais(input.terms.downPayment),
    firstPaymentDate: input.terms.firstDate,
    product,
    financeDetails: {
      insuranceName: input.insurance.name,
      insuranceValue: toReais(input.insurance.totalValue),
      accessoriesValue: 0,
      ...(input.insurance.type === 'none' ? {} : { insuranceSku: INSURANCE_SKU }),
    },
  };
  return toProposal(await financing.post<WireProposal>('/v1/api/proposal/create', body));
}
