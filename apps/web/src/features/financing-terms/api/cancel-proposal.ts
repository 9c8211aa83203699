import { financing } from '../../../lib/financing/financing.ts';
import { type AnotherPhonePlan, anotherPhonePlan } from '../flow/contract-status.ts';
import { getContractingStatus } from './contracting-state.ts';

/** The reason sent when the contracting is cancelled to choose another phone. */
export const ANOTHER_DEVICE_REASON = 'Outro aparelho selecionado';

/** DELETE /v1/api/proposal/cancel/{key}: the unpaid proposal, back to choosing the phone. */
export async function cancelProposal(contractingKey: string): Promise<void> {
  await financing.delete(`/v1/api/proposal/cancel/${encodeURIComponent(contractingKey)}`);
}

/** POST /v1/api/contracting/{key}/cancel: the paid proposal (its down payment goes back). */
export async function cancelPaidProposal(contractingKey: string): Promise<void> {
  await financing.post(`/v1/api/contracting/${encodeURIComponent(contractingKey)}/cancel`, {
    reason: ANOTHER_DEVICE_REASON,
  });
}

/** The phone can no longer be changed (the store is billing it, or the contracting has ended). */
export class AnotherPhoneRefused extends Error {
  constructor(readonly status: string) {
    super(`another phone refused at ${status}`);
    this.name = 'AnotherPhoneRefused';
  }
}

/**
 * Reads the status, cancels as it requires and answers where the customer goes next; a status that
 * allows no other phone throws AnotherPhoneRefused without calling any cancel.
 */
export async function chooseAnotherPhone(contractingKey: string): Promise<AnotherPhonePlan['next']> {
  const status = await getContractingStatus(contractingKey);
  const plan = anotherPhonePlan(status);
  if (!plan) throw new AnotherPhoneRefused(status);
  if (plan.cancel === 'paidProposal') await cancelPaidProposal(contractingKey);
  else await cancelProposal(contractingKey);
  return plan.next;
}
