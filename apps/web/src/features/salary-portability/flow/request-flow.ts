import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';
import type { Portability } from '../api/portability.ts';

export interface Employer {
  cnpj: string;
  name: string;
  bankCode: string;
  bankName: string;
}

/** The request route: form, review, PIN, sending, done or failed. */
export type RequestState =
  | { step: 'form'; employer: Employer | null }
  | { step: 'review'; employer: Employer }
  | { step: 'pin'; employer: Employer; attempt: number; pinRejected: boolean }
  | { step: 'sending'; employer: Employer; attempt: number }
  | { step: 'done'; portability: Portability }
  | { step: 'failed'; employer: Employer; errorKey: BankErrorKey };

export type RequestEvent =
  | { type: 'FORM_DONE'; employer: Employer }
  | { type: 'CONFIRMED' }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'SUCCEEDED'; portability: Portability }
  | { type: 'FAILED'; errorKey: BankErrorKey }
  | { type: 'RETRY' }
  | { type: 'BACK' };

export const initialRequestState = (): RequestState => ({ step: 'form', employer: null });

export function requestReducer(state: RequestState, event: RequestEvent): RequestState {
  switch (event.type) {
    case 'FORM_DONE':
      return state.step === 'form' ? { step: 'review', employer: event.employer } : state;
    case 'CONFIRMED':
      return state.step === 'review'
        ? { step: 'pin', employer: state.employer, attempt: 0, pinRejected: false }
        : state;
    case 'PIN_ENTERED':
      return state.step === 'pin'
        ? { step: 'sending', employer: state.employer, attempt: state.attempt }
        : state;
    case 'PIN_REJECTED':
      return state.step === 'sending'
        ? { step: 'pin', employer: state.employer, attempt: state.attempt + 1, pinRejected: true }
        : state;
    case 'SUCCEEDED':
      return state.step === 'sending' ? { step: 'done', portability: event.portability } : state;
    case 'FAILED':
      return state.step === 'sending'
        ? { step: 'failed', employer: state.employer, errorKey: event.errorKey }
        : state;
    case 'RETRY':
      return state.step === 'failed' ? { step: 'form', employer: state.employer } : state;
    case 'BACK':
      if (state.step === 'review') return { step: 'form', employer: state.employer };
      if (state.step === 'pin') return { step: 'review', employer: state.employer };
      return state;
  }
}

/** Back leaves the route from the form, the result screens and while sending. */
export const leavesFlowOnBack = (state: RequestState) => state.step !== 'review' && state.step !== 'pin';
