import { addDays, compareIsoDates, type IsoDate } from '@carteira/core/calendar';
import type { Centavos } from '@carteira/core/money';
import type { PixKeyType } from '@carteira/core/pix';
import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';

/** Who receives the money, as the Pix directory (or the code) told it. */
export interface Payee {
  name: string;
  maskedTaxId: string;
  institution: string;
  key: string;
  keyType: PixKeyType;
  /** The city of a QR code's merchant; absent for a payment by key. */
  city?: string;
  /** The key look-up's end-to-end id, which the payment to this key carries. */
  endToEnd?: string;
}

/** The send menu's destination types (wallet.md: phone, random key, e-mail, CPF/CNPJ, account number, contacts). */
export type Destination = 'PHONE' | 'EVP' | 'EMAIL' | 'TAX_ID' | 'ACCOUNT' | 'CONTACTS';

export const DESTINATIONS: readonly Destination[] = [
  'PHONE',
  'EVP',
  'EMAIL',
  'TAX_ID',
  'ACCOUNT',
  'CONTACTS',
];

/** The destinations where a key is typed (the others are an account form and the contact list). */
export type KeyDestination = Exclude<Destination, 'ACCOUNT' | 'CONTACTS'>;

/** An account at an institution, as the customer typed it (tipoContaBeneficiario 1 checking .. 4 payment). */
export interface AccountDestination {
  institution: string;
  agency: string;
  account: string;
  accountType: 1 | 2 | 3 | 4;
  taxId: string;
  name: string;
}

/** The bank's reading of a code: the end-to-end id the payment carries, the code's type and reference. */
export interface QrReading {
  endToEnd: string;
  qrType: 1 | 2;
  reference: string | null;
}

/** What is paid: a key the customer typed, a static code read or pasted, or an agency and account. */
export type PayTarget =
  | { kind: 'key'; payee: Payee; destination?: Destination }
  | {
      kind: 'qr';
      payee: Payee;
      qrCode: string;
      fixedAmount: Centavos | null;
      description: string;
      /** What the bank's reading of the code handed out, which the payment names. */
      reading: QrReading;
    }
  | { kind: 'account'; account: AccountDestination; destination?: 'CONTACTS' };

export interface PixReceipt {
  transactionId: string;
  receiptId: string;
  endToEnd: string;
  amount: Centavos;
  at: string;
  payeeName: string;
  institution: string;
}

/** A Pix by key on a future date: once (months 1) or monthly, `months` payments in all. */
export interface Schedule {
  date: IsoDate;
  months: number;
}

/** What the bank answers to a schedule. */
export interface ScheduledPix {
  id: string;
  date: IsoDate;
  amount: Centavos;
  months: number;
  payeeName: string;
}

/** One state per screen of a Pix payment; `schedule` set: the Pix is scheduled, not paid now. The PIN is never kept. */
export type PayState =
  | { step: 'destination' }
  | { step: 'target'; destination?: Destination; draft?: AccountDestination; contactId?: string }
  | { step: 'amount'; target: PayTarget; amount: Centavos; schedule?: Schedule }
  | { step: 'review'; target: PayTarget; amount: Centavos; schedule?: Schedule }
  | {
      step: 'pin';
      target: PayTarget;
      amount: Centavos;
      schedule?: Schedule;
      attempt: number;
      pinRejected: boolean;
    }
  | { step: 'sending'; target: PayTarget; amount: Centavos; schedule?: Schedule; attempt: number }
  | { step: 'done'; target: PayTarget; receipt: PixReceipt }
  | { step: 'scheduled'; target: PayTarget; scheduled: ScheduledPix }
  | { step: 'failed'; target: PayTarget; amount: Centavos; schedule?: Schedule; errorKey: BankErrorKey };

export type PayEvent =
  | { type: 'DESTINATION_CHOSEN'; destination: Destination }
  /** On the contacts option: the contact whose keys to choose from. */
  | { type: 'CONTACT_CHOSEN'; contactId: string }
  | { type: 'TARGET_FOUND'; target: PayTarget }
  | { type: 'AMOUNT_ENTERED'; amount: Centavos; schedule?: Schedule | null }
  | { type: 'REVIEW_CONFIRMED' }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'PAYMENT_SUCCEEDED'; receipt: PixReceipt }
  | { type: 'SCHEDULE_CREATED'; scheduled: ScheduledPix }
  | { type: 'PAYMENT_FAILED'; errorKey: BankErrorKey }
  | { type: 'BACK' }
  | { type: 'RESTART' };

export const initialPayState: PayState = { step: 'target' };

/** The send page starts on the destination menu; copy and paste starts on its code. */
export const initialSendState: PayState = { step: 'destination' };

/** Who receives, in the words of the screens: the name the bank gave, or the one typed for an account. */
export function payeeName(target: PayTarget): string {
  return target.kind === 'account' ? target.account.name : target.payee.name;
}

/** Where the customer typed or pasted the target, for the back arrow from the amount or review. */
function targetStep(target: PayTarget): PayState {
  if (target.kind === 'account' && target.destination === 'CONTACTS')
    return { step: 'target', destination: 'CONTACTS' };
  if (target.kind === 'account') return { step: 'target', destination: 'ACCOUNT', draft: target.account };
  if (target.kind === 'key' && target.destination) return { step: 'target', destination: target.destination };
  return initialPayState;
}

/** Only a Pix by key may be scheduled (the bank's schedule is by key). */
export function canSchedule(target: PayTarget): boolean {
  return target.kind === 'key';
}

/** Most payments of a monthly schedule, and how far ahead a date may be. */
export const MAX_SCHEDULE_MONTHS = 60;
export const MAX_SCHEDULE_DAYS_AHEAD = 365;

export type ScheduleProblem =
  | 'scheduleDateMissing'
  | 'scheduleDatePast'
  | 'scheduleDateFar'
  | 'scheduleMonths';

/** A schedule the bank accepts: from tomorrow (weekends allowed) to 365 days ahead, 1 to 60 payments. */
export function scheduleProblem(schedule: Schedule, today: IsoDate): ScheduleProblem | null {
  if (!schedule.date) return 'scheduleDateMissing';
  if (compareIsoDates(schedule.date, today) <= 0) return 'scheduleDatePast';
  if (compareIsoDates(schedule.date, addDays(today, MAX_SCHEDULE_DAYS_AHEAD)) > 0) return 'scheduleDateFar';
  if (!Number.isInteger(schedule.months) || schedule.months < 1 || schedule.months > MAX_SCHEDULE_MONTHS)
    return 'scheduleMonths';
  return null;
}

/** The schedule a state carries, as an optional field (absent: pay now). */
const withSchedule = (schedule: Schedule | null | undefined) => (schedule ? { schedule } : {});

/** A code with its own amount skips the amount screen. */
function fixedAmount(target: PayTarget): Centavos | null {
  return target.kind === 'qr' ? target.fixedAmount : null;
}

/** Steps the back arrow leaves the flow from instead of stepping back inside it. */
export function leavesPayFlowOnBack(state: PayState): boolean {
  if (state.step === 'target') return state.destination === undefined;
  return state.step === 'destination' || state.step === 'done' || state.step === 'scheduled';
}

function back(state: PayState): PayState {
  switch (state.step) {
    case 'target':
      if (state.destination === 'CONTACTS' && state.contactId !== undefined)
        return { step: 'target', destination: 'CONTACTS' };
      return state.destination === undefined ? state : initialSendState;
    case 'amount':
      return targetStep(state.target);
    case 'review':
      return fixedAmount(state.target) === null
        ? { step: 'amount', target: state.target, amount: state.amount, ...withSchedule(state.schedule) }
        : targetStep(state.target);
    case 'pin':
    case 'failed':
      return { step: 'review', target: state.target, amount: state.amount, ...withSchedule(state.schedule) };
    default:
      // destination and done leave the flow; sending cannot be interrupted
      return state;
  }
}

/** The Pix payment state machine: pages render a state and dispatch events; only this decides the next screen. */
export function payReducer(state: PayState, event: PayEvent): PayState {
  switch (event.type) {
    case 'DESTINATION_CHOSEN':
      return state.step === 'destination' ? { step: 'target', destination: event.destination } : state;
    case 'CONTACT_CHOSEN':
      return state.step === 'target' && state.destination === 'CONTACTS'
        ? { step: 'target', destination: 'CONTACTS', contactId: event.contactId }
        : state;
    case 'TARGET_FOUND': {
      if (state.step !== 'target') return state;
      const fixed = fixedAmount(event.target);
      return fixed !== null && fixed > 0
        ? { step: 'review', target: event.target, amount: fixed }
        : { step: 'amount', target: event.target, amount: 0 as Centavos };
    }
    case 'AMOUNT_ENTERED':
      if (state.step !== 'amount' || event.amount <= 0) return state;
      if (event.schedule && !canSchedule(state.target)) return state;
      return { step: 'review', target: state.target, amount: event.amount, ...withSchedule(event.schedule) };
    case 'REVIEW_CONFIRMED':
      if (state.step !== 'review') return state;
      return { ...state, step: 'pin', attempt: 1, pinRejected: false };
    case 'PIN_ENTERED':
      if (state.step !== 'pin') return state;
      return {
        step: 'sending',
        target: state.target,
        amount: state.amount,
        ...withSchedule(state.schedule),
        attempt: state.attempt,
      };
    case 'PIN_REJECTED':
      if (state.step !== 'sending') return state;
      return { ...state, step: 'pin', attempt: state.attempt + 1, pinRejected: true };
    case 'PAYMENT_SUCCEEDED':
      if (state.step !== 'sending' || state.schedule) return state;
      return { step: 'done', target: state.target, receipt: event.receipt };
    case 'SCHEDULE_CREATED':
      if (state.step !== 'sending' || !state.schedule) return state;
      return { step: 'scheduled', target: state.target, scheduled: event.scheduled };
    case 'PAYMENT_FAILED':
      if (state.step !== 'sending') return state;
      return {
        step: 'failed',
        target: state.target,
        amount: state.amount,
        ...withSchedule(state.schedule),
        errorKey: event.errorKey,
      };
    case 'BACK':
      return back(state);
    case 'RESTART':
      return (state.step === 'done' || state.step === 'scheduled') && state.target.kind !== 'qr'
        ? initialSendState
        : initialPayState;
  }
}
