// The contracting state machine (financing.md section 4; docs/financing-api.md): every status, every
// event and the only transitions allowed. Pure: the services ask `transition` and refuse with 409
// when it answers undefined.
import { ContractingStatus, type ContractingStatusName } from '@carteira/core/status';

/** The statuses, named once in core/status for this service and the app alike. */
export const CONTRACTING_STATUS = ContractingStatus;

export type { ContractingStatusName as ContractingStatus } from '@carteira/core/status';

const S = CONTRACTING_STATUS;

export const ALL_STATUSES: readonly ContractingStatusName[] = Object.values(S);

export const FINAL_STATUSES: ReadonlySet<ContractingStatusName> = new Set([
  S.FINISHED,
  S.CREDIT_REJECTED,
  S.DENIED,
  S.CANCELLED,
]);

export function isFinal(status: ContractingStatusName): boolean {
  return FINAL_STATUSES.has(status);
}

export function isContractingStatus(value: string): value is ContractingStatusName {
  return (ALL_STATUSES as readonly string[]).includes(value);
}

export type ContractingEvent =
  /** credit-analysis-v3/create */
  | 'REQUEST_CREDIT'
  /** the bureau's answer, once its delay has passed */
  | 'CREDIT_APPROVED'
  | 'CREDIT_REJECTED'
  /** select-product: a new phone discards the proposal */
  | 'SELECT_PRODUCT'
  /** proposal/create (again while awaiting the selfie) */
  | 'CREATE_PROPOSAL'
  /** proposal, address, person register and a live selfie are all there */
  | 'ONBOARDING_COMPLETE'
  /** the last allowed liveness check failed */
  | 'SELFIE_DENIED'
  | 'ACCEPT_PROPOSAL'
  | 'CANCEL_PROPOSAL'
  | 'DOWN_PAYMENT_PAID'
  | 'INVOICING_STARTED'
  | 'INVOICING_DONE'
  /** contracting/{key}/cancel */
  | 'CANCEL';

type Table = Readonly<
  Record<ContractingEvent, Partial<Record<ContractingStatusName, ContractingStatusName>>>
>;

const CANCELLABLE = [
  S.STARTED,
  S.CREDIT_PROCESSING,
  S.AWAITING_PROPOSAL,
  S.AWAITING_SELFIE,
  S.AWAITING_ACCEPTANCE,
  S.AWAITING_DOWN_PAYMENT,
  S.AWAITING_INVOICING,
] as const;

export const TRANSITIONS: Table = {
  REQUEST_CREDIT: { [S.STARTED]: S.CREDIT_PROCESSING },
  CREDIT_APPROVED: { [S.CREDIT_PROCESSING]: S.AWAITING_PROPOSAL },
  CREDIT_REJECTED: { [S.CREDIT_PROCESSING]: S.CREDIT_REJECTED },
  SELECT_PRODUCT: { [S.AWAITING_PROPOSAL]: S.AWAITING_PROPOSAL, [S.AWAITING_SELFIE]: S.AWAITING_PROPOSAL },
  CREATE_PROPOSAL: { [S.AWAITING_PROPOSAL]: S.AWAITING_SELFIE, [S.AWAITING_SELFIE]: S.AWAITING_SELFIE },
  ONBOARDING_COMPLETE: { [S.AWAITING_SELFIE]: S.AWAITING_ACCEPTANCE },
  SELFIE_DENIED: { [S.AWAITING_SELFIE]: S.DENIED, [S.AWAITING_ACCEPTANCE]: S.DENIED },
  ACCEPT_PROPOSAL: { [S.AWAITING_ACCEPTANCE]: S.AWAITING_DOWN_PAYMENT },
  CANCEL_PROPOSAL: {
    [S.AWAITING_SELFIE]: S.AWAITING_PROPOSAL,
    [S.AWAITING_ACCEPTANCE]: S.AWAITING_PROPOSAL,
    [S.AWAITING_DOWN_PAYMENT]: S.AWAITING_PROPOSAL,
  },
  DOWN_PAYMENT_PAID: { [S.AWAITING_DOWN_PAYMENT]: S.AWAITING_INVOICING },
  INVOICING_STARTED: { [S.AWAITING_INVOICING]: S.INVOICING },
  INVOICING_DONE: { [S.INVOICING]: S.FINISHED },
  CANCEL: Object.fromEntries(CANCELLABLE.map((status) => [status, S.CANCELLED])),
};

/** The status after `event`, or undefined when the event is not allowed in `status`. */
export function transition(
  status: ContractingStatusName,
  event: ContractingEvent,
): ContractingStatusName | undefined {
  return TRANSITIONS[event][status];
}

/** Calls that change no status, and the statuses they are allowed in. */
export type ContractingAction =
  | 'BROWSE_PRODUCTS'
  | 'SIMULATE'
  | 'UPDATE_INSURANCE'
  | 'ONBOARDING_STEP'
  | 'READ_TERMS'
  | 'PAY_DOWN_PAYMENT';

export const ACTIONS: Readonly<Record<ContractingAction, readonly ContractingStatusName[]>> = {
  BROWSE_PRODUCTS: [S.AWAITING_PROPOSAL, S.AWAITING_SELFIE],
  SIMULATE: [S.AWAITING_PROPOSAL, S.AWAITING_SELFIE],
  UPDATE_INSURANCE: [S.AWAITING_PROPOSAL, S.AWAITING_SELFIE],
  ONBOARDING_STEP: [S.AWAITING_SELFIE, S.AWAITING_ACCEPTANCE],
  READ_TERMS: [
    S.AWAITING_SELFIE,
    S.AWAITING_ACCEPTANCE,
    S.AWAITING_DOWN_PAYMENT,
    S.AWAITING_INVOICING,
    S.INVOICING,
    S.FINISHED,
  ],
  PAY_DOWN_PAYMENT: [S.AWAITING_DOWN_PAYMENT],
};

export function allows(action: ContractingAction, status: ContractingStatusName): boolean {
  return ACTIONS[action].includes(status);
}
