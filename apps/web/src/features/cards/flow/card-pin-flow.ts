import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';

/**
 * The card PIN change: the current PIN, the new one, the new one again, then the bank's answer. A
 * wrong current PIN comes back to its step ('PIN incorreto'); the third blocks the card; a new PIN the
 * bank refuses (guessable, the same) comes back to the new PIN; anything else is the error screen.
 */
export type PinChangeState =
  | { step: 'current'; rejected: boolean; attempt: number }
  | { step: 'new'; current: string; problem: 'none' | 'mismatch' | 'refused'; attempt: number }
  | { step: 'repeat'; current: string; next: string; attempt: number }
  | { step: 'sending'; current: string; next: string; attempt: number }
  | { step: 'done' }
  | { step: 'blocked' }
  | { step: 'failed'; errorKey: BankErrorKey };

export type PinChangeEvent =
  | { type: 'CURRENT'; pin: string }
  | { type: 'NEW'; pin: string }
  | { type: 'REPEAT'; pin: string }
  | { type: 'CHANGED' }
  | { type: 'WRONG_PIN' }
  | { type: 'BLOCKED' }
  | { type: 'REFUSED' }
  | { type: 'FAILED'; errorKey: BankErrorKey }
  | { type: 'RESTART' };

export const initialPinChange: PinChangeState = { step: 'current', rejected: false, attempt: 0 };

export function pinChangeReducer(state: PinChangeState, event: PinChangeEvent): PinChangeState {
  switch (event.type) {
    case 'CURRENT':
      return state.step === 'current'
        ? { step: 'new', current: event.pin, problem: 'none', attempt: state.attempt + 1 }
        : state;
    case 'NEW':
      return state.step === 'new'
        ? { step: 'repeat', current: state.current, next: event.pin, attempt: state.attempt + 1 }
        : state;
    case 'REPEAT':
      if (state.step !== 'repeat') return state;
      if (event.pin !== state.next)
        return { step: 'new', current: state.current, problem: 'mismatch', attempt: state.attempt + 1 };
      return { ...state, step: 'sending' };
    case 'CHANGED':
      return state.step === 'sending' ? { step: 'done' } : state;
    case 'WRONG_PIN':
      return state.step === 'sending'
        ? { step: 'current', rejected: true, attempt: state.attempt + 1 }
        : state;
    case 'BLOCKED':
      return state.step === 'sending' ? { step: 'blocked' } : state;
    case 'REFUSED':
      return state.step === 'sending'
        ? { step: 'new', current: state.current, problem: 'refused', attempt: state.attempt + 1 }
        : state;
    case 'FAILED':
      return state.step === 'sending' ? { step: 'failed', errorKey: event.errorKey } : state;
    case 'RESTART':
      return initialPinChange;
  }
}
