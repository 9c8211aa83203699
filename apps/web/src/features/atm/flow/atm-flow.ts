import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';
import type { AtmWithdrawal } from '../api/atm-wire.ts';
import type { AtmWithdrawn } from '../api/withdraw-at-atm.ts';

/** One state per screen of a withdrawal at an ATM by its QR code. The PIN is never kept. */
export type AtmState =
  | { step: 'scan' }
  | { step: 'code'; code: string }
  | { step: 'review'; withdrawal: AtmWithdrawal }
  | { step: 'pin'; withdrawal: AtmWithdrawal; attempt: number; pinRejected: boolean }
  | { step: 'sending'; withdrawal: AtmWithdrawal; attempt: number }
  | { step: 'done'; withdrawal: AtmWithdrawal; outcome: AtmWithdrawn }
  | { step: 'failed'; withdrawal: AtmWithdrawal; errorKey: BankErrorKey };

export type AtmEvent =
  | { type: 'TYPE_INSTEAD'; code?: string }
  | { type: 'SCAN' }
  | { type: 'CODE_CHECKED'; withdrawal: AtmWithdrawal }
  | { type: 'REVIEW_CONFIRMED' }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'SUCCEEDED'; outcome: AtmWithdrawn }
  | { type: 'FAILED'; errorKey: BankErrorKey }
  | { type: 'BACK' }
  | { type: 'RESTART' };

/** The camera first; typing the code is one tap away. */
export const initialAtmState = (): AtmState => ({ step: 'scan' });

export function leavesFlowOnBack(state: AtmState): boolean {
  return state.step === 'scan' || state.step === 'done' || state.step === 'sending';
}

export function atmReducer(state: AtmState, event: AtmEvent): AtmState {
  switch (event.type) {
    case 'TYPE_INSTEAD':
      return state.step === 'scan' ? { step: 'code', code: event.code ?? '' } : state;
    case 'SCAN':
      return state.step === 'code' ? { step: 'scan' } : state;
    case 'CODE_CHECKED':
      if (state.step !== 'scan' && state.step !== 'code') return state;
      return { step: 'review', withdrawal: event.withdrawal };
    case 'REVIEW_CONFIRMED':
      if (state.step !== 'review') return state;
      return { step: 'pin', withdrawal: state.withdrawal, attempt: 1, pinRejected: false };
    case 'PIN_ENTERED':
      if (state.step !== 'pin') return state;
      return { step: 'sending', withdrawal: state.withdrawal, attempt: state.attempt };
    case 'PIN_REJECTED':
      if (state.step !== 'sending') return state;
      return { step: 'pin', withdrawal: state.withdrawal, attempt: state.attempt + 1, pinRejected: true };
    case 'SUCCEEDED':
      if (state.step !== 'sending') return state;
      return { step: 'done', withdrawal: state.withdrawal, outcome: event.outcome };
    case 'FAILED':
      if (state.step !== 'sending') return state;
      return { step: 'failed', withdrawal: state.withdrawal, errorKey: event.errorKey };
    case 'BACK':
      if (state.step === 'code') return { step: 'scan' };
      if (state.step === 'review') return { step: 'code', code: state.withdrawal.code };
      if (state.step === 'pin') return { step: 'review', withdrawal: state.withdrawal };
      if (state.step === 'failed') return { step: 'code', code: state.withdrawal.code };
      return state;
    case 'RESTART':
      return initialAtmState();
  }
}
