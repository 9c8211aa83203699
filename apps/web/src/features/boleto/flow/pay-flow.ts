import type { Centavos } from '@carteira/core/money';
import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';
import type { BoletoDetails } from '../api/boleto-wire.ts';
import type { PayOutcome } from '../api/pay-boleto.ts';

/** What the customer chose on the review: the amount, and a later day or none. */
export interface PayChoice {
  amount: Centavos;
  /** A later working day; null to pay now (or on the next working day after the cut-off). */
  date: string | null;
}

interface Reviewed {
  code: string;
  details: BoletoDetails;
}

/** One state per screen of paying a boleto. The PIN is never kept. */
export type PayState =
  | { step: 'code'; code: string }
  | ({ step: 'review' } & Reviewed)
  | ({ step: 'pin'; choice: PayChoice; attempt: number; pinRejected: boolean } & Reviewed)
  | ({ step: 'sending'; choice: PayChoice; attempt: number } & Reviewed)
  | ({ step: 'done'; outcome: PayOutcome } & Reviewed)
  | ({ step: 'failed'; choice: PayChoice; errorKey: BankErrorKey; errorCode: number | null } & Reviewed);

export type PayEvent =
  | { type: 'CODE_CHECKED'; code: string; details: BoletoDetails }
  | { type: 'REVIEW_CONFIRMED'; choice: PayChoice }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'SUCCEEDED'; outcome: PayOutcome }
  | { type: 'FAILED'; errorKey: BankErrorKey; errorCode?: number | null }
  | { type: 'BACK' }
  | { type: 'RESTART' };

export const initialPayState = (code = ''): PayState => ({ step: 'code', code });

/** Steps whose back arrow leaves the route. */
export function leavesFlowOnBack(state: PayState): boolean {
  return state.step === 'code' || state.step === 'done';
}

/** The boleto payment state machine: pages render a state and dispatch events. */
export function payReducer(state: PayState, event: PayEvent): PayState {
  switch (event.type) {
    case 'CODE_CHECKED':
      if (state.step !== 'code') return state;
      return { step: 'review', code: event.code, details: event.details };
    case 'REVIEW_CONFIRMED':
      if (state.step !== 'review' || event.choice.amount <= 0) return state;
      return { ...state, step: 'pin', choice: event.choice, attempt: 1, pinRejected: false };
    case 'PIN_ENTERED':
      if (state.step !== 'pin') return state;
      return {
        step: 'sending',
        code: state.code,
        details: state.details,
        choice: state.choice,
        attempt: state.attempt,
      };
    case 'PIN_REJECTED':
      if (state.step !== 'sending') return state;
      return { ...state, step: 'pin', attempt: state.attempt + 1, pinRejected: true };
    case 'SUCCEEDED':
      if (state.step !== 'sending') return state;
      return { step: 'done', code: state.code, details: state.details, outcome: event.outcome };
    case 'FAILED':
      if (state.step !== 'sending') return state;
      return {
        step: 'failed',
        code: state.code,
        details: state.details,
        choice: state.choice,
        errorKey: event.errorKey,
        errorCode: event.errorCode ?? null,
      };
    case 'BACK':
      if (state.step === 'review') return { step: 'code', code: state.code };
      if (state.step === 'pin' || state.step === 'failed') {
        return { step: 'review', code: state.code, details: state.details };
      }
      return state;
    case 'RESTART':
      return initialPayState();
  }
}
