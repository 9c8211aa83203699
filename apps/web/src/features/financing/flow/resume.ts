import { ContractingStatus as S } from '@carteira/core/status';

/**
 * Contract statuses and what the credit route does with each on entry (financing.md section 4,
 * "Contract statuses and the reaction on resume", and the resume summary's continue targets).
 */

export const CREDIT_ROUTE = '/financingCreditSimulation';
export const DEVICE_ROUTE = '/FinancingDeviceDetails';
export const TERMS_ROUTE = '/FinancingTerms';
export const HOME_ROUTE = '/newWalletLaunch';

/** The down payment is still to pay: the resume summary's last step awaits it. */
export const AWAITING_DOWN_PAYMENT = S.AWAITING_DOWN_PAYMENT;

/** The sub-states /FinancingTerms opens at, given as navigation state `{ subState }`. */
export type TermsEntry = 'success' | 'terms' | 'downPaymentInfo' | 'getFinanceStatus';

/** Navigation state handed to the other financing routes. */
export interface FinancingNavState {
  contractingKey: string;
  subState?: TermsEntry;
}

/** The four progress steps of the resume summary, in order. */
export const PROGRESS_STEPS = ['creditAnalysis', 'chooseSmartphone', 'signContract', 'downPayment'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/**
 * The resume summary: `current` is the index (0..4) of the step the customer is on; the steps
 * before it are done; 4 means every step is done (the store is billing the phone).
 */
export type ResumeProgress = 0 | 1 | 2 | 3 | 4;

export type ResumeReaction =
  | { kind: 'employment' }
  | { kind: 'poll'; thenSummary: boolean }
  | { kind: 'summary'; progress: ResumeProgress; paymentPending: boolean }
  | { kind: 'terms'; subState: TermsEntry }
  | { kind: 'creditRejected' }
  | { kind: 'statusRejected' }
  | { kind: 'error' };

/** The reaction to a contract status read on entry. */
export function resumeReaction(status: string): ResumeReaction {
  switch (status) {
    case S.STARTED:
      return { kind: 'employment' };
    case S.CREDIT_PROCESSING:
      return { kind: 'poll', thenSummary: false };
    case S.AWAITING_PROPOSAL:
      return { kind: 'poll', thenSummary: true };
    case S.AWAITING_SELFIE:
    case S.AWAITING_ACCEPTANCE:
      return { kind: 'summary', progress: 2, paymentPending: false };
    case S.AWAITING_DOWN_PAYMENT:
    case S.AWAITING_INVOICING:
      return { kind: 'summary', progress: 3, paymentPending: true };
    case S.INVOICING:
      return { kind: 'summary', progress: 4, paymentPending: false };
    case S.FINISHED:
      return { kind: 'terms', subState: 'success' };
    case S.CREDIT_REJECTED:
      return { kind: 'creditRejected' };
    case S.DENIED:
      return { kind: 'statusRejected' };
    default:
      return { kind: 'error' };
  }
}

export interface ContinueTarget {
  to: string;
  subState?: TermsEntry;
}

/**
 * Where the resume summary's continue button goes. AGUARDANDO_SELFIE opens /FinancingTerms with no
 * sub-state (the address, then the selfie).
 */
export function continueTarget(status: string): ContinueTarget | null {
  switch (status) {
    case S.AWAITING_PROPOSAL:
      return { to: DEVICE_ROUTE };
    case S.AWAITING_SELFIE:
      return { to: TERMS_ROUTE };
    case S.AWAITING_ACCEPTANCE:
      return { to: TERMS_ROUTE, subState: 'terms' };
    case S.AWAITING_DOWN_PAYMENT:
      return { to: TERMS_ROUTE, subState: 'downPaymentInfo' };
    case S.AWAITING_INVOICING:
    case S.INVOICING:
      return { to: TERMS_ROUTE, subState: 'getFinanceStatus' };
    default:
      return null;
  }
}
