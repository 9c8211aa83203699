import { ContractingStatus } from '@carteira/core/status';

/** The contract statuses the terms flow reacts to (financing.md section 4). */
export const CONTRACT_FINISHED = ContractingStatus.FINISHED;
export const AWAITING_SELFIE = ContractingStatus.AWAITING_SELFIE;
export const AWAITING_ACCEPTANCE = ContractingStatus.AWAITING_ACCEPTANCE;
export const AWAITING_DOWN_PAYMENT = ContractingStatus.AWAITING_DOWN_PAYMENT;
export const AWAITING_BILLING = ContractingStatus.AWAITING_INVOICING;
export const PROCESSING_BILLING = ContractingStatus.INVOICING;

/**
 * The two pending statuses after the down payment is paid: the store still has to bill the phone.
 * They give the payment-pending screen.
 */
export const PAYMENT_PENDING_STATUSES: readonly string[] = [AWAITING_BILLING, PROCESSING_BILLING];

export function isPaymentPending(status: string): boolean {
  return PAYMENT_PENDING_STATUSES.includes(status);
}

/** Statuses whose unpaid proposal may be cancelled (proposal/cancel) to choose another phone. */
const UNPAID_PROPOSAL_STATUSES: readonly string[] = [
  AWAITING_SELFIE,
  AWAITING_ACCEPTANCE,
  AWAITING_DOWN_PAYMENT,
];

/** What 'choose another phone' does, by status (financing.md section 4, Choosing another phone). */
export type AnotherPhonePlan =
  /** down payment not paid: cancel the proposal, then the device choice. */
  | { cancel: 'proposal'; next: '/FinancingDeviceDetails' }
  /** down payment paid, waiting for billing: cancel the paid proposal (refunded), then a new credit simulation. */
  | { cancel: 'paidProposal'; next: '/financingCreditSimulation' };

/**
 * The plan for a status, or null when the phone can no longer be changed: the store is billing it
 * (PROCESSANDO_FATURAMENTO), or the contracting has ended.
 */
export function anotherPhonePlan(status: string | null): AnotherPhonePlan | null {
  if (status === AWAITING_BILLING) return { cancel: 'paidProposal', next: '/financingCreditSimulation' };
  if (status !== null && UNPAID_PROPOSAL_STATUSES.includes(status))
    return { cancel: 'proposal', next: '/FinancingDeviceDetails' };
  return null;
}

/** Whether the payment-pending screen offers another phone: paid, and the store has not started billing. */
export function canChooseAnotherPhoneWhilePending(status: string | null): boolean {
  return status === AWAITING_BILLING;
}
