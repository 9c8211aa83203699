import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';

/** The claims page: the lists, the PIN that concludes a claim, and the claim concluded. */
export type ClaimsState =
  | { step: 'list' }
  | { step: 'pin'; claimId: string; key: string; attempt: number; pinRejected: boolean }
  | { step: 'concluding'; claimId: string; key: string; attempt: number }
  | { step: 'concluded'; key: string }
  | {
      step: 'failed';
      claimId: string;
      key: string;
      errorKey: BankErrorKey | 'claimTooEarly' | 'claimRefused';
    };

export type ClaimsEvent =
  | { type: 'CONCLUDE_CHOSEN'; claimId: string; key: string }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'CONCLUDED' }
  | { type: 'CONCLUDE_FAILED'; errorKey: BankErrorKey | 'claimTooEarly' | 'claimRefused' }
  | { type: 'BACK' };

export const initialClaimsState: ClaimsState = { step: 'list' };

export function leavesClaimsOnBack(state: ClaimsState): boolean {
  return state.step === 'list';
}

export function claimsReducer(state: ClaimsState, event: ClaimsEvent): ClaimsState {
  switch (event.type) {
    case 'CONCLUDE_CHOSEN':
      if (state.step !== 'list') return state;
      return { step: 'pin', claimId: event.claimId, key: event.key, attempt: 1, pinRejected: false };
    case 'PIN_ENTERED':
      if (state.step !== 'pin') return state;
      return { step: 'concluding', claimId: state.claimId, key: state.key, attempt: state.attempt };
    case 'PIN_REJECTED':
      if (state.step !== 'concluding') return state;
      return { ...state, step: 'pin', attempt: state.attempt + 1, pinRejected: true };
    case 'CONCLUDED':
      return state.step === 'concluding' ? { step: 'concluded', key: state.key } : state;
    case 'CONCLUDE_FAILED':
      if (state.step !== 'concluding') return state;
      return { step: 'failed', claimId: state.claimId, key: state.key, errorKey: event.errorKey };
    case 'BACK':
      return state.step === 'concluding' ? state : initialClaimsState;
  }
}
