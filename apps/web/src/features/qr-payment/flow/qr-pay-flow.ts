import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';
import type { QrPaid } from '../api/pay-qr.ts';
import type { QrDetails } from '../api/qr-wire.ts';
import { type Partner, type PartnerError, type PartnerLinkAsked, withError } from './partner-link.ts';

interface WithPartner {
  /** The vetted shopping partner of a QR link; null for a code scanned or pasted. */
  partner: Partner | null;
}

/** One state per screen of paying a QR code. The PIN is never kept. */
export type QrPayState =
  | { step: 'link'; code: string | null; link: PartnerLinkAsked }
  | { step: 'linkRefused'; errorKey: BankErrorKey }
  | ({ step: 'entry'; scanning: boolean } & WithPartner)
  | ({ step: 'checking'; code: string } & WithPartner)
  | ({ step: 'review'; details: QrDetails } & WithPartner)
  | ({ step: 'pin'; details: QrDetails; attempt: number; pinRejected: boolean } & WithPartner)
  | ({ step: 'sending'; details: QrDetails; attempt: number } & WithPartner)
  | ({ step: 'done'; details: QrDetails; paid: QrPaid } & WithPartner)
  | ({ step: 'refused'; errorKey: BankErrorKey } & WithPartner)
  | ({ step: 'failed'; details: QrDetails; errorKey: BankErrorKey } & WithPartner)
  | ({ step: 'timedOut' } & WithPartner)
  | { step: 'leaving'; to: string };

export type QrPayEvent =
  | { type: 'LINK_VETTED'; partner: Partner; now: number }
  | { type: 'LINK_REFUSED'; errorKey: BankErrorKey }
  | { type: 'SCAN'; on: boolean }
  | { type: 'CODE_ENTERED'; code: string }
  | { type: 'CODE_CHECKED'; details: QrDetails }
  | { type: 'CODE_REFUSED'; errorKey: BankErrorKey }
  | { type: 'REVIEW_CONFIRMED' }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'SUCCEEDED'; paid: QrPaid }
  | { type: 'FAILED'; errorKey: BankErrorKey }
  | { type: 'TIMED_OUT' }
  | { type: 'RETURN_TO_PARTNER' }
  | { type: 'BACK' };

/** The first state: the partner link is vetted first; a code alone is checked; nothing opens the entry. */
export function initialQrPayState(entry: { code: string | null; link: PartnerLinkAsked | null }): QrPayState {
  if (entry.link) return { step: 'link', code: entry.code, link: entry.link };
  if (entry.code) return { step: 'checking', code: entry.code, partner: null };
  return { step: 'entry', scanning: false, partner: null };
}

/** The partner address a screen returns to, and with which error; null without a partner. */
export function partnerExit(state: QrPayState): string | null {
  if (!('partner' in state) || !state.partner) return null;
  const { returnTo, abortTo } = state.partner;
  const abort = (error: PartnerError) => (abortTo ? withError(abortTo, error) : null);
  switch (state.step) {
    case 'done':
      return returnTo;
    case 'timedOut':
      return abort('timeout');
    case 'refused':
      return abort(state.errorKey === 'error.qrPaymentExpired' ? 'timeout' : 'payment_failed');
    case 'failed':
      return abort('payment_failed');
    default:
      return abort('user_aborted');
  }
}

const STILL_PAYABLE = new Set(['entry', 'checking', 'review', 'pin']);

/** Steps whose back arrow stays in the flow (the PIN and a failure go back to the review, the camera to the entry). */
export function backStaysInFlow(state: QrPayState): boolean {
  return state.step === 'pin' || state.step === 'failed' || (state.step === 'entry' && state.scanning);
}

/** The QR payment state machine: the page renders a state and dispatches events. */
export function qrPayReducer(state: QrPayState, event: QrPayEvent): QrPayState {
  switch (event.type) {
    case 'LINK_VETTED': {
      if (state.step !== 'link') return state;
      const partner = event.partner;
      // A link already past its time-out is reported at once (wallet.md section 4).
      if (partner.timeoutAt !== null && partner.timeoutAt <= event.now) {
        const to = partnerExit({ step: 'timedOut', partner });
        return to ? { step: 'leaving', to } : { step: 'timedOut', partner };
      }
      return state.code
        ? { step: 'checking', code: state.code, partner }
        : { step: 'entry', scanning: false, partner };
    }
    case 'LINK_REFUSED':
      return state.step === 'link' ? { step: 'linkRefused', errorKey: event.errorKey } : state;
    case 'SCAN':
      return state.step === 'entry' ? { ...state, scanning: event.on } : state;
    case 'CODE_ENTERED':
      return state.step === 'entry' ? { step: 'checking', code: event.code, partner: state.partner } : state;
    case 'CODE_CHECKED':
      return state.step === 'checking'
        ? { step: 'review', details: event.details, partner: state.partner }
        : state;
    case 'CODE_REFUSED':
      return state.step === 'checking'
        ? { step: 'refused', errorKey: event.errorKey, partner: state.partner }
        : state;
    case 'REVIEW_CONFIRMED':
      return state.step === 'review' ? { ...state, step: 'pin', attempt: 1, pinRejected: false } : state;
    case 'PIN_ENTERED':
      if (state.step !== 'pin') return state;
      return { step: 'sending', details: state.details, attempt: state.attempt, partner: state.partner };
    case 'PIN_REJECTED':
      if (state.step !== 'sending') return state;
      return { ...state, step: 'pin', attempt: state.attempt + 1, pinRejected: true };
    case 'SUCCEEDED':
      if (state.step !== 'sending') return state;
      return { step: 'done', details: state.details, paid: event.paid, partner: state.partner };
    case 'FAILED':
      if (state.step !== 'sending') return state;
      return { step: 'failed', details: state.details, errorKey: event.errorKey, partner: state.partner };
    case 'TIMED_OUT':
      // At zero the flow is a timed-out error and the timer stops; a payment on its way finishes first.
      if (!STILL_PAYABLE.has(state.step) || !('partner' in state) || !state.partner) return state;
      return { step: 'timedOut', partner: state.partner };
    case 'RETURN_TO_PARTNER': {
      const to = partnerExit(state);
      return to ? { step: 'leaving', to } : state;
    }
    case 'BACK':
      if (state.step === 'pin' || state.step === 'failed') {
        return { step: 'review', details: state.details, partner: state.partner };
      }
      if (state.step === 'entry' && state.scanning) return { ...state, scanning: false };
      return state;
  }
}
