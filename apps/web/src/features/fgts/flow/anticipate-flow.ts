import type { Contract, Proposal } from '../api/types.ts';

/** The four error pages of the advance (wallet.md section 2) and the generic one. */
export type FgtsErrorKind = 'balance' | 'notRegistered' | 'anniversary' | 'bank' | 'generic';

/** /fgtsAnticipate: simulate, terms, face, token, PIN, success; or one of the error pages. */
export type AnticipateState =
  | { step: 'simulate' }
  | { step: 'terms'; proposal: Proposal }
  | { step: 'face'; proposal: Proposal; refused: boolean }
  | { step: 'token'; proposal: Proposal; faceAuthId: string; wrongCode: boolean }
  | { step: 'pin'; proposal: Proposal; faceAuthId: string; token: string; rejected: boolean }
  | { step: 'done'; contract: Contract }
  | { step: 'error'; kind: FgtsErrorKind };

export type AnticipateEvent =
  | { type: 'PROPOSED'; proposal: Proposal }
  | { type: 'TERMS_ACCEPTED' }
  | { type: 'FACE_OK'; faceAuthId: string }
  | { type: 'FACE_REFUSED' }
  | { type: 'CODE_TYPED'; token: string }
  | { type: 'CODE_REFUSED' }
  | { type: 'PIN_REFUSED' }
  | { type: 'CONTRACTED'; contract: Contract }
  | { type: 'FAILED'; kind: FgtsErrorKind }
  | { type: 'BACK' };

export const anticipateStart: AnticipateState = { step: 'simulate' };

export function anticipateReducer(state: AnticipateState, event: AnticipateEvent): AnticipateState {
  switch (event.type) {
    case 'PROPOSED':
      return state.step === 'simulate' ? { step: 'terms', proposal: event.proposal } : state;
    case 'TERMS_ACCEPTED':
      return state.step === 'terms' ? { step: 'face', proposal: state.proposal, refused: false } : state;
    case 'FACE_OK':
      return state.step === 'face'
        ? { step: 'token', proposal: state.proposal, faceAuthId: event.faceAuthId, wrongCode: false }
        : state;
    case 'FACE_REFUSED':
      return state.step === 'face' ? { ...state, refused: true } : state;
    case 'CODE_TYPED':
      return state.step === 'token'
        ? {
            step: 'pin',
            proposal: state.proposal,
            faceAuthId: state.faceAuthId,
            token: event.token,
            rejected: false,
          }
        : state;
    case 'CODE_REFUSED':
      return state.step === 'pin'
        ? { step: 'token', proposal: state.proposal, faceAuthId: state.faceAuthId, wrongCode: true }
        : state;
    case 'PIN_REFUSED':
      return state.step === 'pin' ? { ...state, rejected: true } : state;
    case 'CONTRACTED':
      return state.step === 'pin' ? { step: 'done', contract: event.contract } : state;
    case 'FAILED':
      return { step: 'error', kind: event.kind };
    case 'BACK':
      switch (state.step) {
        case 'terms':
          return { step: 'simulate' };
        case 'face':
          return { step: 'terms', proposal: state.proposal };
        case 'token':
          return { step: 'face', proposal: state.proposal, refused: false };
        case 'pin':
          return { step: 'token', proposal: state.proposal, faceAuthId: state.faceAuthId, wrongCode: false };
        default:
          return state;
      }
  }
}

/** Whether the back arrow leaves the page (on the first step, the success and the error pages). */
export function leavesOnBack(state: AnticipateState): boolean {
  return state.step === 'simulate' || state.step === 'done' || state.step === 'error';
}
