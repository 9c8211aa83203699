import {
  AWAITING_ACCEPTANCE,
  AWAITING_DOWN_PAYMENT,
  AWAITING_SELFIE,
  CONTRACT_FINISHED,
  canChooseAnotherPhoneWhilePending,
  isPaymentPending,
} from './contract-status.ts';
import {
  type BackAction,
  type DeliveryAddress,
  TERMS_STEPS,
  type TermsEvent,
  type TermsState,
  type TermsStep,
} from './terms-types.ts';

export const DEVICE_DETAILS_ROUTE = '/FinancingDeviceDetails';
export const WALLET_HOME_ROUTE = '/newWalletLaunch';

const addressLoading: TermsState = { step: 'address', phase: 'loading', address: null, deliveryDate: null };

function faceMatchIntro(address: DeliveryAddress | null, deliveryDate: string | null): TermsState {
  return { step: 'faceMatch', phase: 'intro', cameraDialog: false, address, deliveryDate };
}

/** The payment-pending screen; `status` is the pending status read, null when none was. */
function paymentPending(status: string | null): TermsState {
  return { step: 'paymentPending', status, sheet: 'none', cancelling: false };
}

const downPaymentInfo: TermsState = {
  step: 'downPaymentInfo',
  method: null,
  sheet: 'none',
  cancelling: false,
};

/** The first screen of a sub-state named on its own (navigation state `{ subState }`). */
function stateOfStep(step: TermsStep): TermsState {
  switch (step) {
    case 'getFinanceStatus':
      return { step };
    case 'address':
      return addressLoading;
    case 'differentAddress':
      return { step, address: null, deliveryDate: null, saving: false, refused: false };
    case 'faceMatch':
      return faceMatchIntro(null, null);
    case 'terms':
      return { step, accepted: false, sending: false };
    case 'downPaymentInfo':
      return downPaymentInfo;
    case 'pin':
      return { step, attempt: 1, pinRejected: false, paying: false };
    case 'pixPage':
      return { step, generation: 0, infoSheet: false };
    case 'progressBar':
      // nothing to wait for without a payment: check the status instead
      return { step: 'getFinanceStatus' };
    case 'paymentPending':
      return paymentPending(null);
    case 'success':
      return { step };
    case 'paymentFailed':
      return { step, errorKey: 'error.tryAgainLater' };
    case 'error':
      return { step, reason: 'generic' };
    case 'errorFaceMatch':
      return { step, failureKey: 'error.identityCheck.default' };
  }
}

function isStep(value: unknown): value is TermsStep {
  return typeof value === 'string' && (TERMS_STEPS as readonly string[]).includes(value);
}

/**
 * Where /FinancingTerms opens, from its navigation state (financing.md section 4): success, terms,
 * downPaymentInfo, getFinanceStatus (status first), any other sub-state by name; none starts at the
 * address, whose client data is read and sent first.
 */
export function initialTermsState(entry: unknown): TermsState {
  return isStep(entry) ? stateOfStep(entry) : addressLoading;
}

/** The screen a contract status resumes at (getFinanceStatus). */
export function stateOfStatus(status: string): TermsState {
  if (status === CONTRACT_FINISHED) return { step: 'success' };
  if (isPaymentPending(status)) return paymentPending(status);
  if (status === AWAITING_DOWN_PAYMENT) return downPaymentInfo;
  if (status === AWAITING_ACCEPTANCE) return { step: 'terms', accepted: false, sending: false };
  if (status === AWAITING_SELFIE) return addressLoading;
  return { step: 'error', reason: 'generic' };
}

/**
 * Reads of the contract status while the progress page shows (one every PROGRESS_POLL_MS): the store
 * bills a paid phone within seconds, so a pending status is read again before it counts as pending.
 */
export const MAX_PENDING_POLLS = 12;
export const PROGRESS_POLL_MS = 2500;

/** The status after a payment: finished, pending, or (Pix) back to the code with an info sheet. */
function afterPayment(state: Extract<TermsState, { step: 'progressBar' }>, status: string): TermsState {
  if (status === CONTRACT_FINISHED) return { step: 'success' };
  if (isPaymentPending(status))
    return state.polls + 1 < MAX_PENDING_POLLS
      ? { ...state, polls: state.polls + 1 }
      : paymentPending(status);
  if (state.via === 'pix') return { step: 'pixPage', generation: state.generation, infoSheet: true };
  // a balance payment went through at the bank; a status not moved yet is still pending
  return status === AWAITING_DOWN_PAYMENT ? paymentPending(null) : { step: 'error', reason: 'generic' };
}

/** What the back arrow (or the system back) does on each screen (financing.md section 4, Back). */
export function backAction(state: TermsState): BackAction {
  switch (state.step) {
    case 'address':
      return { kind: 'leave', to: DEVICE_DETAILS_ROUTE };
    case 'differentAddress':
      return state.saving ? { kind: 'refused' } : { kind: 'step' };
    case 'faceMatch':
      return state.phase === 'sending' ? { kind: 'refused' } : { kind: 'step' };
    case 'terms':
      return state.sending ? { kind: 'refused' } : { kind: 'step' };
    case 'downPaymentInfo':
      return state.cancelling ? { kind: 'refused' } : { kind: 'step' };
    case 'pin':
      return state.paying ? { kind: 'refused' } : { kind: 'step' };
    case 'pixPage':
      return { kind: 'step' };
    case 'getFinanceStatus':
    case 'progressBar':
      return { kind: 'refused' };
    case 'paymentPending':
      if (state.cancelling) return { kind: 'refused' };
      return state.sheet === 'none' ? { kind: 'leave', to: WALLET_HOME_ROUTE } : { kind: 'step' };
    case 'paymentFailed':
    case 'success':
    case 'error':
    case 'errorFaceMatch':
      return { kind: 'leave', to: WALLET_HOME_ROUTE };
  }
}

function back(state: TermsState): TermsState {
  if (backAction(state).kind !== 'step') return state;
  switch (state.step) {
    case 'differentAddress':
    case 'faceMatch':
      return state.address
        ? { step: 'address', phase: 'ready', address: state.address, deliveryDate: state.deliveryDate }
        : addressLoading;
    case 'terms':
      return faceMatchIntro(null, null);
    case 'downPaymentInfo':
      // back toggles the leave-confirmation sheet
      return { ...state, sheet: state.sheet === 'none' ? 'leave' : 'none' };
    case 'pin':
    case 'pixPage':
      return downPaymentInfo;
    case 'paymentPending':
      return { ...state, sheet: 'none' };
    default:
      return state;
  }
}

/** The /FinancingTerms state machine: pages render a state and dispatch events; only this decides. */
export function termsReducer(state: TermsState, event: TermsEvent): TermsState {
  switch (event.type) {
    case 'STATUS_LOADED':
      return state.step === 'getFinanceStatus' ? stateOfStatus(event.status) : state;
    case 'STATUS_FAILED':
      if (state.step === 'getFinanceStatus') return { step: 'error', reason: 'generic' };
      if (state.step === 'progressBar')
        return state.via === 'pix'
          ? { step: 'pixPage', generation: state.generation, infoSheet: true }
          : paymentPending(null);
      return state;
    case 'ADDRESS_READY':
      if (state.step !== 'address' || state.phase !== 'loading') return state;
      return { step: 'address', phase: 'ready', address: event.address, deliveryDate: event.deliveryDate };
    case 'ADDRESS_FAILED':
      return state.step === 'address' && state.phase === 'loading'
        ? { step: 'error', reason: 'generic' }
        : state;
    case 'NO_ADDRESS_ON_FILE':
      return state.step === 'address' && state.phase === 'loading'
        ? { step: 'differentAddress', address: null, deliveryDate: null, saving: false, refused: false }
        : state;
    case 'SHIP_TO_ANOTHER':
      if (state.step !== 'address' || state.phase !== 'ready') return state;
      return {
        step: 'differentAddress',
        address: state.address,
        deliveryDate: state.deliveryDate,
        saving: false,
        refused: false,
      };
    case 'NEW_ADDRESS_SUBMITTED':
      return state.step === 'differentAddress' && !state.saving
        ? { ...state, saving: true, refused: false }
        : state;
    case 'ADDRESS_UPDATED':
      if (state.step !== 'differentAddress' || !state.saving) return state;
      return { step: 'address', phase: 'ready', address: event.address, deliveryDate: event.deliveryDate };
    case 'ADDRESS_REFUSED':
      return state.step === 'differentAddress' && state.saving
        ? { ...state, saving: false, refused: true }
        : state;
    case 'ADDRESS_CONFIRMED':
      if (state.step !== 'address' || state.phase !== 'ready') return state;
      return faceMatchIntro(state.address, state.deliveryDate);
    case 'CAMERA_GRANTED':
      return state.step === 'faceMatch' && state.phase === 'intro'
        ? { ...state, phase: 'camera', cameraDialog: false }
        : state;
    case 'CAMERA_DENIED':
      return state.step === 'faceMatch' && state.phase !== 'sending'
        ? { ...state, phase: 'intro', cameraDialog: event.dialogSupported }
        : state;
    case 'CAMERA_DIALOG_CLOSED':
      return state.step === 'faceMatch' ? { ...state, cameraDialog: false } : state;
    case 'SELFIE_TAKEN':
      return state.step === 'faceMatch' && state.phase === 'camera' ? { ...state, phase: 'sending' } : state;
    case 'SELFIE_ACCEPTED':
      return state.step === 'faceMatch' && state.phase === 'sending'
        ? { step: 'terms', accepted: false, sending: false }
        : state;
    case 'SELFIE_REFUSED':
      return state.step === 'faceMatch' && state.phase === 'sending'
        ? { step: 'errorFaceMatch', failureKey: event.failureKey }
        : state;
    case 'SELFIE_FAILED':
      return state.step === 'faceMatch' && state.phase === 'sending'
        ? { step: 'error', reason: 'generic' }
        : state;
    case 'RETRY_SELFIE':
      return state.step === 'errorFaceMatch' ? faceMatchIntro(null, null) : state;
    case 'TERMS_TOGGLED':
      return state.step === 'terms' && !state.sending ? { ...state, accepted: event.accepted } : state;
    case 'ACCEPT_SENT':
      // the continue button is enabled only with the box ticked
      return state.step === 'terms' && state.accepted && !state.sending ? { ...state, sending: true } : state;
    case 'PROPOSAL_ACCEPTED':
      return state.step === 'terms' && state.sending ? downPaymentInfo : state;
    case 'ACCEPT_FAILED':
      return state.step === 'terms' && state.sending ? { step: 'error', reason: 'generic' } : state;
    case 'METHOD_CHOSEN':
      return state.step === 'downPaymentInfo' && !state.cancelling
        ? { ...state, method: event.method, sheet: 'warning' }
        : state;
    case 'WARNING_CONFIRMED':
      if (state.step !== 'downPaymentInfo' || state.sheet !== 'warning' || !state.method) return state;
      return state.method === 'balance'
        ? { step: 'pin', attempt: 1, pinRejected: false, paying: false }
        : { step: 'pixPage', generation: 0, infoSheet: false };
    case 'SHEET_CLOSED':
      return (state.step === 'downPaymentInfo' || state.step === 'paymentPending') && !state.cancelling
        ? { ...state, sheet: 'none' }
        : state;
    case 'CHOOSE_ANOTHER_PHONE':
      // 'choose another phone' first explains what happens (the finance-new-phone sheet): from the
      // leave sheet of an unpaid down payment, or from payment pending while the store has not
      // started billing the paid phone
      if (state.step === 'downPaymentInfo' && state.sheet === 'leave')
        return { ...state, sheet: 'financeNewPhone' };
      if (
        state.step === 'paymentPending' &&
        !state.cancelling &&
        canChooseAnotherPhoneWhilePending(state.status)
      )
        return { ...state, sheet: 'financeNewPhone' };
      return state;
    case 'CANCEL_SENT':
      return (state.step === 'downPaymentInfo' || state.step === 'paymentPending') &&
        state.sheet === 'financeNewPhone'
        ? { ...state, cancelling: true }
        : state;
    case 'CANCEL_FAILED':
      return (state.step === 'downPaymentInfo' || state.step === 'paymentPending') && state.cancelling
        ? { step: 'error', reason: 'cancelFailed' }
        : state;
    case 'PIN_ENTERED':
      return state.step === 'pin' && !state.paying ? { ...state, paying: true } : state;
    case 'PIN_REJECTED':
      return state.step === 'pin' && state.paying
        ? { step: 'pin', attempt: state.attempt + 1, pinRejected: true, paying: false }
        : state;
    case 'BALANCE_PAID':
      // financing.md section 4 goes pin -> paymentPending; the status is polled first (as after a Pix)
      // so a contract the store bills at once ends on success, and a slow one on paymentPending
      return state.step === 'pin' && state.paying
        ? { step: 'progressBar', via: 'balance', generation: 0, polls: 0 }
        : state;
    case 'PAYMENT_FAILED':
      return state.step === 'pin' && state.paying
        ? { step: 'paymentFailed', errorKey: event.errorKey }
        : state;
    case 'PIX_CODE_EXPIRED':
      return state.step === 'pixPage' ? { ...state, generation: state.generation + 1 } : state;
    case 'PIX_PAID_CLAIMED':
      return state.step === 'pixPage'
        ? { step: 'progressBar', via: 'pix', generation: state.generation, polls: 0 }
        : state;
    case 'INFO_SHEET_CLOSED':
      return state.step === 'pixPage' ? { ...state, infoSheet: false } : state;
    case 'PAYMENT_STATUS':
      return state.step === 'progressBar' ? afterPayment(state, event.status) : state;
    case 'CHECK_STATUS':
      return state.step === 'paymentPending' && !state.cancelling ? { step: 'getFinanceStatus' } : state;
    case 'TRY_AGAIN':
      return state.step === 'paymentFailed' ? downPaymentInfo : state;
    case 'BACK':
      return back(state);
  }
}
