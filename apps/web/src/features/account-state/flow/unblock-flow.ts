/**
 * /unblockAccount (wallet.md section 2, Unblock account): the stages security (why the bank asks),
 * selfie info (how to take it), face match (the camera), take photo (the photo taken, to keep or
 * retake), send photo (the bank checks it), then the account is active, or failed with a retry.
 */
export type UnblockState =
  | { step: 'security' }
  | { step: 'selfieInfo' }
  | { step: 'faceMatch' }
  | { step: 'takePhoto'; selfie: string }
  | { step: 'sendPhoto'; selfie: string }
  | { step: 'failed'; reason: UnblockFailure }
  | { step: 'done' };

/** face: the selfie was refused (a retry may pass); final: nothing the customer can retry today or at all. */
export type UnblockFailure = 'face' | 'final';

export type UnblockEvent =
  | { type: 'NEXT' }
  | { type: 'PHOTO_TAKEN'; selfie: string }
  | { type: 'RETAKE' }
  | { type: 'SEND' }
  | { type: 'UNBLOCKED' }
  | { type: 'REFUSED'; reason: UnblockFailure }
  | { type: 'RETRY' }
  | { type: 'BACK' };

export const unblockStart: UnblockState = { step: 'security' };

export function unblockReducer(state: UnblockState, event: UnblockEvent): UnblockState {
  switch (event.type) {
    case 'NEXT':
      if (state.step === 'security') return { step: 'selfieInfo' };
      if (state.step === 'selfieInfo') return { step: 'faceMatch' };
      return state;
    case 'PHOTO_TAKEN':
      return state.step === 'faceMatch' ? { step: 'takePhoto', selfie: event.selfie } : state;
    case 'RETAKE':
      return state.step === 'takePhoto' ? { step: 'faceMatch' } : state;
    case 'SEND':
      return state.step === 'takePhoto' ? { step: 'sendPhoto', selfie: state.selfie } : state;
    case 'UNBLOCKED':
      return state.step === 'sendPhoto' ? { step: 'done' } : state;
    case 'REFUSED':
      return state.step === 'sendPhoto' ? { step: 'failed', reason: event.reason } : state;
    case 'RETRY':
      return state.step === 'failed' && state.reason === 'face' ? { step: 'selfieInfo' } : state;
    case 'BACK':
      if (state.step === 'selfieInfo') return { step: 'security' };
      if (state.step === 'faceMatch') return { step: 'selfieInfo' };
      if (state.step === 'takePhoto') return { step: 'faceMatch' };
      return state;
  }
}

/** Whether the back arrow leaves the page (the first stage, while sending, and the ends). */
export function leavesUnblockOnBack(state: UnblockState): boolean {
  return state.step === 'security' || state.step === 'failed' || state.step === 'done';
}
