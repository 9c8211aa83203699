export {
  ACCOUNT_CANCEL_REASONS,
  ACCOUNT_CLOSING_BLOCKERS,
  type AccountBlockReason,
  type AccountCancelReason,
  type AccountCategory,
  type AccountClosingBlocker,
  type AccountState,
  AccountStatusId,
  accountStatusOf,
  canMoveMoney,
  canUnblockByFace,
} from './account.ts';
export { type BoletoCategory, boletoDirection, boletoStatusOf } from './boleto.ts';
export {
  type CardBlockReason,
  type CardStatusGroup,
  CardStatusText,
  cardStatusGroupOf,
  groupAfterBlock,
  isCardOffered,
} from './card.ts';
export { ContractingStatus, type ContractingStatusName } from './contracting.ts';
export { isFgtsContractVisible, isFinancingContractListed } from './contracts.ts';
export {
  type InvoiceCategory,
  type InvoiceItemKind,
  type InvoicePaymentCategory,
  invoiceItemKindOf,
  invoicePaymentOf,
  invoiceStatusOf,
} from './invoice.ts';
export { normalizeStatus } from './normalize.ts';
export {
  OnboardingPendency,
  type OnboardingState,
  type OnboardingStatus,
  onboardingStatusOf,
  RegistrationStatusId,
  type RegistrationStatusInput,
} from './onboarding.ts';
export { type RequestCategory, requestStatusOf } from './request.ts';
export {
  isScheduleCancelConfirmed,
  type LimitChangeState,
  PixScheduleQueryStatus,
  pixLimitChangeStateOf,
  type ScheduledKind,
  type ScheduledPixState,
  scheduledKindOf,
  scheduledPixStateOf,
} from './scheduled.ts';
