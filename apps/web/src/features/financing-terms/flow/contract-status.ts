/** The contract statuses the terms flow reacts to (financing.md section 4). */
export const CONTRACT_FINISHED = 'CONTRATACAO_FINALIZADA';
export const AWAITING_SELFIE = 'AGUARDANDO_SELFIE';
export const AWAITING_ACCEPTANCE = 'AGUARDANDO_ACEITE_PROPOSTA';
export const AWAITING_DOWN_PAYMENT = 'AGUARDANDO_PAGAMENTO_ENTRADA';
export const AWAITING_BILLING = 'AGUARDANDO_FATURAMENTO';
export const PROCESSING_BILLING = 'PROCESSANDO_FATURAMENTO';

/**
 * The two pending statuses after the down payment is paid: the store still has to bill the phone.
 * They give the payment-pending screen.
 */
export const PAYMENT_PENDING_STATUSES: readonly string[] = [AWAITING_BILLING, PROCESSING_BILLING];

export function isPaymentPending(status: string): boolean {
  return PAYMENT_PENDING_STATUSES.includes(status);
}

/** What the leave sheet's 'choose another phone' does, by status. */
export type AnotherPhonePlan =
  /** down payment not paid: cancel the proposal, then the device choice. */
  | { cancel: 'proposal'; next: '/FinancingDeviceDetails' }
  /** down payment paid, waiting for billing: cancel the paid proposal, then a new credit simulation. */
  | { cancel: 'paidProposal'; next: '/financingCreditSimulation' };

export function anotherPhonePlan(status: string | null): AnotherPhonePlan {
  return status === AWAITING_BILLING
    ? { cancel: 'paidProposal', next: '/financingCreditSimulation' }
    : { cancel: 'proposal', next: '/FinancingDeviceDetails' };
}
