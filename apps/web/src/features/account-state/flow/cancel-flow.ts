import type { AccountCancelReason, AccountClosingBlocker } from '@carteira/core/status';

/**
 * /cancelAccount (wallet.md section 2, Cancel account): benefits (what the customer gives up), reasons,
 * the SMS code, success. What keeps the account open (a balance, a card bill, a financing contract, a
 * scheduled payment) is said first, and the flow goes no further until it is settled.
 */
export type CancelState =
  | { step: 'benefits' }
  | { step: 'reasons'; reason?: AccountCancelReason }
  | { step: 'sending'; reason: AccountCancelReason }
  | { step: 'token'; reason: AccountCancelReason; phone: string; error?: 'refused' }
  | { step: 'closing'; reason: AccountCancelReason; phone: string; code: string }
  | { step: 'pending'; blockers: readonly AccountClosingBlocker[] }
  | { step: 'done' };

export type CancelEvent =
  | { type: 'NEXT' }
  | { type: 'REASON'; reason: AccountCancelReason }
  | { type: 'CODE_SENT'; phone: string }
  | { type: 'CODE_TYPED'; code: string }
  | { type: 'CLOSED' }
  | { type: 'REFUSED' }
  | { type: 'PENDING'; blockers: readonly AccountClosingBlocker[] }
  | { type: 'BACK' };

export const cancelStart: CancelState = { step: 'benefits' };

export function cancelReducer(state: CancelState, event: CancelEvent): CancelState {
  switch (event.type) {
    case 'NEXT':
      return state.step === 'benefits' ? { step: 'reasons' } : state;
    case 'REASON':
      return state.step === 'reasons' ? { step: 'sending', reason: event.reason } : state;
    case 'CODE_SENT':
      if (state.step === 'sending' || state.step === 'token') {
        return { step: 'token', reason: state.reason, phone: event.phone };
      }
      return state;
    case 'CODE_TYPED':
      return state.step === 'token'
        ? { step: 'closing', reason: state.reason, phone: state.phone, code: event.code }
        : state;
    case 'CLOSED':
      return state.step === 'closing' ? { step: 'done' } : state;
    case 'REFUSED':
      if (state.step === 'closing')
        return { step: 'token', reason: state.reason, phone: state.phone, error: 'refused' };
      if (state.step === 'sending') return { step: 'reasons', reason: state.reason };
      return state;
    case 'PENDING':
      return event.blockers.length > 0 && state.step !== 'done'
        ? { step: 'pending', blockers: event.blockers }
        : state;
    case 'BACK':
      if (state.step === 'reasons') return { step: 'benefits' };
      if (state.step === 'token') return { step: 'reasons', reason: state.reason };
      return state;
  }
}

/** Whether the back arrow leaves the page. */
export function leavesCancelOnBack(state: CancelState): boolean {
  return state.step === 'benefits' || state.step === 'pending' || state.step === 'done';
}
