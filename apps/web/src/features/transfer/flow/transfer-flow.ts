import type { Centavos } from '@carteira/core/money';
import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';
import type { TedSchedule } from './ted-schedule-rules.ts';

/** A bank of the list (banco/consultar-bancos). */
export interface Institution {
  code: string;
  ispb: string;
  name: string;
}

/** This bank's code: choosing it is a transfer between Carteira accounts, any other a TED. */
export const THIS_BANK_CODE = '999';

/** The account the money goes to, as the bank confirmed it. */
export interface Recipient {
  name: string;
  maskedTaxId: string;
  bank: string;
  agency: string;
  account: string;
}

/** A TED's destination at another bank, as the customer typed it (the agency as the bank confirmed it). */
export interface TedDestination {
  institution: Institution;
  /** 1 checking, 2 savings, 3 salary, 4 payment account. */
  accountType: 1 | 2 | 3 | 4;
  name: string;
  taxId: string;
  agency: string;
  account: string;
}

export interface TransferResult {
  transactionId: string;
  receiptId: string;
  amount: Centavos;
  at: string;
}

/** A transfer between Carteira accounts scheduled for a working day, once or monthly. */
export interface TransferScheduled {
  id: string;
  amount: Centavos;
  on: string;
  payments: number;
}

/** What the bank answered a TED: sent, given back by the receiving bank, or scheduled for a later day. */
export type TedResult =
  | { status: 'sent'; id: string; amount: Centavos; at: string }
  | { status: 'returned'; id: string; amount: Centavos; at: string; reason: string }
  | { status: 'scheduled'; id: string; amount: Centavos; on: string; payments: number };

export interface TedOrder {
  amount: Centavos;
  description: string;
  ted: TedDestination;
  /** The first payment's day and the number of monthly payments; null sends now. */
  schedule: TedSchedule | null;
}

interface Draft {
  amount: Centavos;
  description: string;
}

/** What the PIN confirms: a transfer between Carteira accounts or a TED (now or on its day). */
export type Target =
  | { kind: 'internal'; recipient: Recipient; schedule: TedSchedule | null }
  | { kind: 'ted'; ted: TedDestination; schedule: TedSchedule | null; viaContact?: true };

/** One state per screen of /tedTransfer. The PIN is never kept. */
export type TransferState =
  | ({ step: 'amount' } & Draft)
  | { step: 'schedules' }
  | ({ step: 'institution' } & Draft)
  | ({ step: 'destination'; agency: string; account: string } & Draft)
  | ({ step: 'tedContacts' } & Draft)
  | ({ step: 'tedDetails'; institution: Institution; draft: TedDestination | null } & Draft)
  | ({ step: 'review'; recipient: Recipient } & Draft)
  /** viaContact: picked from the saved contacts (back returns to them, not to the typed details). */
  | ({ step: 'tedReview'; ted: TedDestination; viaContact?: true } & Draft)
  | ({ step: 'pin'; target: Target; attempt: number; pinRejected: boolean } & Draft)
  | ({ step: 'sending'; target: Target; attempt: number } & Draft)
  | { step: 'done'; recipient: Recipient; result: TransferResult; description: string }
  | { step: 'transferScheduled'; recipient: Recipient; result: TransferScheduled }
  | {
      step: 'tedDone';
      ted: TedDestination;
      result: TedResult;
      description: string;
      /** Sent to a saved contact: nothing to offer saving. */
      viaContact?: true;
    }
  | ({ step: 'failed'; target: Target; errorKey: BankErrorKey } & Draft);

export type TransferEvent =
  | { type: 'AMOUNT_ENTERED'; amount: Centavos; description: string }
  | { type: 'INSTITUTION_CHOSEN'; institution: Institution }
  | { type: 'CONTACTS_OPENED' }
  | { type: 'CONTACT_CHOSEN'; ted: TedDestination }
  | { type: 'RECIPIENT_FOUND'; recipient: Recipient }
  | { type: 'TED_DETAILS_CHECKED'; ted: TedDestination }
  | { type: 'REVIEW_CONFIRMED'; schedule: TedSchedule | null }
  | { type: 'TED_CONFIRMED'; schedule: TedSchedule | null }
  | { type: 'SCHEDULES_OPENED' }
  /** From a scheduled transfer's screen: the list of schedules. */
  | { type: 'SCHEDULES_SHOWN' }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'TRANSFER_SUCCEEDED'; result: TransferResult }
  | { type: 'TRANSFER_SCHEDULED'; result: TransferScheduled }
  | { type: 'TED_SUCCEEDED'; result: TedResult }
  | { type: 'TRANSFER_FAILED'; errorKey: BankErrorKey }
  | { type: 'BACK' }
  | { type: 'RESTART' };

export const initialTransferState: TransferState = { step: 'amount', amount: 0 as Centavos, description: '' };

/** Steps the flow's back arrow leaves instead of stepping back inside the flow. */
export function leavesFlowOnBack(state: TransferState): boolean {
  return (
    state.step === 'amount' ||
    state.step === 'done' ||
    state.step === 'tedDone' ||
    state.step === 'transferScheduled'
  );
}

const draftOf = (state: Draft): Draft => ({ amount: state.amount, description: state.description });

/** The screen before the PIN for a target: its review. */
function reviewOf(target: Target, draft: Draft): TransferState {
  return target.kind === 'internal'
    ? { step: 'review', ...draft, recipient: target.recipient }
    : { step: 'tedReview', ...draft, ted: target.ted, ...(target.viaContact ? { viaContact: true } : {}) };
}

function back(state: TransferState): TransferState {
  switch (state.step) {
    case 'schedules':
      return initialTransferState;
    case 'institution':
      return { step: 'amount', ...draftOf(state) };
    case 'destination':
    case 'tedDetails':
    case 'tedContacts':
      return { step: 'institution', ...draftOf(state) };
    case 'review':
      return {
        step: 'destination',
        ...draftOf(state),
        agency: state.recipient.agency,
        account: state.recipient.account,
      };
    case 'tedReview':
      if (state.viaContact) return { step: 'tedContacts', ...draftOf(state) };
      return { step: 'tedDetails', ...draftOf(state), institution: state.ted.institution, draft: state.ted };
    case 'pin':
    case 'failed':
      return reviewOf(state.target, draftOf(state));
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
      return { step: 'institution', amount: event.amount, description: event.description };
    case 'SCHEDULES_OPENED':
      return state.step === 'amount' ? { step: 'schedules' } : state;
    case 'SCHEDULES_SHOWN':
      return state.step === 'transferScheduled' || state.step === 'tedDone' ? { step: 'schedules' } : state;
    case 'INSTITUTION_CHOSEN':
      if (state.step !== 'institution') return state;
      return event.institution.code === THIS_BANK_CODE
        ? { step: 'destination', ...draftOf(state), agency: '', account: '' }
        : { step: 'tedDetails', ...draftOf(state), institution: event.institution, draft: null };
    case 'CONTACTS_OPENED':
      return state.step === 'institution' ? { step: 'tedContacts', ...draftOf(state) } : state;
    case 'CONTACT_CHOSEN':
      if (state.step !== 'tedContacts' || event.ted.institution.code === THIS_BANK_CODE) return state;
      return { step: 'tedReview', ...draftOf(state), ted: event.ted, viaContact: true };
    case 'RECIPIENT_FOUND':
      if (state.step !== 'destination') return state;
      return { step: 'review', ...draftOf(state), recipient: event.recipient };
    case 'TED_DETAILS_CHECKED':
      if (state.step !== 'tedDetails') return state;
      return { step: 'tedReview', ...draftOf(state), ted: event.ted };
    case 'REVIEW_CONFIRMED':
      if (state.step !== 'review') return state;
      return {
        step: 'pin',
        ...draftOf(state),
        target: { kind: 'internal', recipient: state.recipient, schedule: event.schedule },
        attempt: 1,
        pinRejected: false,
      };
    case 'TED_CONFIRMED':
      if (state.step !== 'tedReview') return state;
      return {
        step: 'pin',
        ...draftOf(state),
        target: {
          kind: 'ted',
          ted: state.ted,
          schedule: event.schedule,
          ...(state.viaContact ? { viaContact: true } : {}),
        },
        attempt: 1,
        pinRejected: false,
      };
    case 'PIN_ENTERED':
      if (state.step !== 'pin') return state;
      return { step: 'sending', ...draftOf(state), target: state.target, attempt: state.attempt };
    case 'PIN_REJECTED':
      if (state.step !== 'sending') return state;
      return { ...state, step: 'pin', attempt: state.attempt + 1, pinRejected: true };
    case 'TRANSFER_SUCCEEDED':
      if (state.step !== 'sending' || state.target.kind !== 'internal') return state;
      return {
        step: 'done',
        recipient: state.target.recipient,
        result: event.result,
        description: state.description,
      };
    case 'TRANSFER_SCHEDULED':
      if (state.step !== 'sending' || state.target.kind !== 'internal') return state;
      return { step: 'transferScheduled', recipient: state.target.recipient, result: event.result };
    case 'TED_SUCCEEDED':
      if (state.step !== 'sending' || state.target.kind !== 'ted') return state;
      return {
        step: 'tedDone',
        ted: state.target.ted,
        result: event.result,
        description: state.description,
        ...(state.target.viaContact ? { viaContact: true } : {}),
      };
    case 'TRANSFER_FAILED':
      if (state.step !== 'sending') return state;
      return { step: 'failed', ...draftOf(state), target: state.target, errorKey: event.errorKey };
    case 'BACK':
      return back(state);
    case 'RESTART':
      return initialTransferState;
  }
}
