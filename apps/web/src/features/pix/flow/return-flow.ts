import type { Centavos } from '@carteira/core/money';
import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';

/** What the bank answers to a return. */
export interface ReturnReceipt {
  transactionId: string;
  endToEnd: string;
  amount: Centavos;
  at: string;
  /** What may still be returned of the original Pix. */
  left: Centavos;
}

/** One state per screen of a Pix return: the amount (up to what was received), PIN, receipt or failure. */
export type ReturnState =
  | { step: 'amount'; amount: Centavos; max: Centavos }
  | { step: 'pin'; amount: Centavos; max: Centavos; attempt: number; pinRejected: boolean }
  | { step: 'sending'; amount: Centavos; max: Centavos; attempt: number }
  | { step: 'done'; receipt: ReturnReceipt }
  | { step: 'failed'; amount: Centavos; max: Centavos; errorKey: BankErrorKey };

export type ReturnEvent =
  | { type: 'AMOUNT_ENTERED'; amount: Centavos }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'RETURN_SUCCEEDED'; receipt: ReturnReceipt }
  | { type: 'RETURN_FAILED'; errorKey: BankErrorKey }
  | { type: 'BACK' };

/** The amount screen starts at the whole amount received. */
export function initialReturnState(received: Centavos): ReturnState {
  return { step: 'amount', amount: received, max: received };
}

export type ReturnAmountProblem = 'amountZero' | 'amountAboveReceived';

export function returnAmountProblem(amount: Centavos, max: Centavos): ReturnAmountProblem | null {
  if (amount <= 0) return 'amountZero';
  if (amount > max) return 'amountAboveReceived';
  return null;
}

export function leavesReturnOnBack(state: ReturnState): boolean {
  return state.step === 'amount' || state.step === 'done';
}

export function returnReducer(state: ReturnState, event: ReturnEvent): ReturnState {
  switch (event.type) {
    case 'AMOUNT_ENTERED':
      if (state.step !== 'amount' || returnAmountProblem(event.amount, state.max) !== null) return state;
      return { step: 'pin', amount: event.amount, max: state.max, attempt: 1, pinRejected: false };
    case 'PIN_ENTERED':
      if (state.step !== 'pin') return state;
      return { step: 'sending', amount: state.amount, max: state.max, attempt: state.attempt };
    case 'PIN_REJECTED':
      if (state.step !== 'sending') return state;
      return { ...state, step: 'pin', attempt: state.attempt + 1, pinRejected: true };
    case 'RETURN_SUCCEEDED':
      return state.step === 'sending' ? { step: 'done', receipt: event.receipt } : state;
    case 'RETURN_FAILED':
      if (state.step !== 'sending') return state;
      return { step: 'failed', amount: state.amount, max: state.max, errorKey: event.errorKey };
    case 'BACK':
      if (state.step === 'pin' || state.step === 'failed')
        return { step: 'amount', amount: state.amount, max: state.max };
      return state;
  }
}
