import { fromReais } from '@carteira/core/money';
import { financing } from '../../../lib/financing/financing.ts';
import type { FinancingDetails } from '../../../lib/financing/types.ts';
import type { ResumeDetails } from '../flow/credit-flow.ts';

/** financing-v3/find: what the resume summary shows of a pending proposal. */
export async function getResumeDetails(contractingKey: string): Promise<ResumeDetails> {
  const d = await financing.get<FinancingDetails>(`/v1/api/financing-v3/find/${contractingKey}`);
  const downPayment = d.downPayment?.value ?? d.proposal?.downPayment ?? null;
  return {
    approvedAmount: d.approvedAmount === null ? null : fromReais(d.approvedAmount),
    deviceName: d.proposal?.name ?? d.product?.name ?? null,
    downPayment: downPayment === null ? null : fromReais(downPayment),
  };
}
