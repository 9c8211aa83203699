import type { ChangeKind, NewValue } from '../api/profile-change.ts';

/**
 * One profile change (wallet.md section 2, Profile edit): the new value, the PIN, the code sent to the
 * new contact, the selfie and its review, then sending (the code and selfie, then the PUT), done.
 */
export type ChangeStep = 'value' | 'pin' | 'code' | 'selfie' | 'review' | 'sending' | 'done';

export interface ChangeState {
  kind: ChangeKind;
  step: ChangeStep;
  value: NewValue | null;
  changeKey: string | null;
  /** Where the code went, masked. */
  destination: string;
  code: string;
  /** The selfie (base64 JPEG), kept when the code must be typed again. */
  selfie: string | null;
  /** Why the customer is back on a step: shown there. */
  notice: 'pinWrong' | 'codeWrong' | 'faceRefused' | 'expired' | null;
}

export type ChangeEvent =
  | { type: 'VALUE_SET'; value: NewValue }
  | { type: 'CODE_SENT'; changeKey: string; destination: string }
  | { type: 'PIN_WRONG' }
  | { type: 'CODE_TYPED'; code: string }
  | { type: 'SELFIE_TAKEN'; image: string }
  | { type: 'RETAKE' }
  | { type: 'SEND' }
  | { type: 'CODE_WRONG' }
  | { type: 'FACE_REFUSED' }
  | { type: 'EXPIRED' }
  | { type: 'FAILED' }
  | { type: 'DONE' }
  | { type: 'BACK' };

export const changeStart = (kind: ChangeKind): ChangeState => ({
  kind,
  step: 'value',
  value: null,
  changeKey: null,
  destination: '',
  code: '',
  selfie: null,
  notice: null,
});

/** The step the back button leads to; null leaves the change. */
const PREVIOUS: Record<ChangeStep, ChangeStep | null> = {
  value: null,
  pin: 'value',
  code: 'value',
  selfie: 'code',
  review: 'selfie',
  sending: null,
  done: null,
};

export function previousStep(step: ChangeStep): ChangeStep | null {
  return PREVIOUS[step];
}

export function changeReducer(state: ChangeState, event: ChangeEvent): ChangeState {
  switch (event.type) {
    case 'VALUE_SET':
      return { ...changeStart(state.kind), value: event.value, step: 'pin' };
    case 'CODE_SENT':
      return {
        ...state,
        step: 'code',
        changeKey: event.changeKey,
        destination: event.destination,
        notice: null,
      };
    case 'PIN_WRONG':
      return { ...state, step: 'pin', notice: 'pinWrong' };
    case 'CODE_TYPED':
      // a code typed again after a wrong one goes straight back to sending with the selfie kept
      return state.selfie
        ? { ...state, code: event.code, step: 'review', notice: null }
        : { ...state, code: event.code, step: 'selfie', notice: null };
    case 'SELFIE_TAKEN':
      return { ...state, selfie: event.image, step: 'review', notice: null };
    case 'RETAKE':
      return { ...state, selfie: null, step: 'selfie' };
    case 'SEND':
      return state.step === 'review' ? { ...state, step: 'sending' } : state;
    case 'CODE_WRONG':
      return { ...state, step: 'code', code: '', notice: 'codeWrong' };
    case 'FACE_REFUSED':
      return { ...state, step: 'selfie', selfie: null, notice: 'faceRefused' };
    case 'EXPIRED':
      return { ...changeStart(state.kind), notice: 'expired' };
    case 'FAILED':
      return { ...state, step: 'review' };
    case 'DONE':
      return { ...state, step: 'done', selfie: null, code: '' };
    case 'BACK': {
      const to = previousStep(state.step);
      return to ? { ...state, step: to, notice: null } : state;
    }
  }
}
