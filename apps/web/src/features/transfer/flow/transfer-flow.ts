import type { Centavos } from '@carteira/core/money';
import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';

/** The account the money goes to, as the bank confirmed it. */
export interface Recipient {
  name: string;
  maskedTaxId: string;
  bank: string;
  agency: string;
  account: string;
}

export interface TransferResult {
  transactionId: string;
  receiptId: string;
  amount: Centavos;
  at: string;
}

interface Draft {
  amount: Centavos;
  description: string;
}

/** One state per screen of the transfer to another customer of this bank. The PIN is never kept. */
export type TransferState =
  | ({ step: 'amount' } & Draft)
  | ({ step: 'destination'; agency: string; account: string } & Draft)
  | ({ step: 'review'; recipient: Recipient } & Draft)
  | ({ step: 'pin'; recipient: Recipient; attempt: number; pinRejected: boolean } & Draft)
  | ({ step: 'sending'; recipient: Recipient; attempt: number } & Draft)
  | { step: 'done'; recipient: Recipient; result: TransferResult; description: string }
  | ({ step: 'failed'; recipient: Recipient; errorKey: BankErrorKey } & Draft);

export type TransferEvent =
  | { type: 'AMOUNT_ENTERED'; amount: Centavos; description: string }
  | { type: 'RECIPIENT_FOUND'; recipient: Recipient }
  | { type: 'REVIEW_CONFIRMED' }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'TRANSFER_SUCCEEDED'; result: TransferResult }
  | { type: 'TRANSFER_FAILED'; errorKey: BankErrorKey }
  | { type: 'BACK' }
  | { type: 'RESTART' };

export const initialTransferState: TransferState = { step: 'amount', amount: 0 as Centavos, description: '' };

/** Steps the flow's back arrow leaves instead of stepping back inside the flow. */
export function leavesFlowOnBack(state: TransferState): boolean {
  return state.step === 'amount' || state.step === 'done';
}

function back(state: TransferState): TransferState {
  switch (state.step) {
    case 'destination':
      return { step: 'amount', amount: state.amount, description: state.description };
    case 'review':
      return {
        step: 'destination',
        amount: state.amount,
        description: state.description,
        agency: state.recipient.agency,
        account: state.recipient.account,
      };
    case 'pin':
    case 'failed':
      return {
        step: 'review',
        amount: state.amount,
        description: state.description,
        recipient: state.recipient,
      };
    default:
      // amount and done leave the flow; sending cannot be interrupted
      return state;
  }
}

/** The transfer state machine: pages render a state and dispatch events; only this decides the next screen. */
export function transferReducer(state: TransferState, event: TransferEvent): TransferState {
  switch (event.type) {
    case 'AMOUNT_ENTERED':
      if (state.step !== 'amount' || event.amount <= 0) return state;
      return {
        step: 'destination',
        amount: event.amount,
        description: event.description,
        agency: '',
        account: '',
      };
    case 'RECIPIENT_FOUND':
      if (state.step !== 'destination') return state;
      return {
        step: 'review',
        amount: state.amount,
        description: state.description,
        recipient: event.recipient,
      };
    case 'REVIEW_CONFIRMED':
      if (state.step !== 'review') return state;
      return { ...state, step: 'pin', attempt: 1, pinRejected: false };
    case 'PIN_ENTERED':
      if (state.step !== 'pin') return state;
      return {
        step: 'sending',
        amount: state.amount,
        description: state.description,
        recipient: state.recipient,
        attempt: state.attempt,
      };
    case 'PIN_REJECTED':
      if (state.step !== 'sending') return state;
      return { ...state, step: 'pin', attempt: state.attempt + 1, pinRejected: true };
    case 'TRANSFER_SUCCEEDED':
      if (state.step !== 'sending') return state;
      return {
        step: 'done',
        recipient: state.recipient,
        result: event.result,
        description: state.description,
      };
    case 'TRANSFER_FAILED':
      if (state.step !== 'sending') return state;
      return {
        step: 'failed',
        amount: state.amount,
        description: state.description,
        recipient: state.recipient,
        errorKey: event.errorKey,
      };
    case 'BACK':
      return back(state);
    case 'RESTART':
      return initialTransferState;
  }
}
