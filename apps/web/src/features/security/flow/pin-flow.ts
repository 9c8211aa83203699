import type { CodeChannel } from '../api/request-password-code.ts';

/**
 * /newChangePin and /newForgotPin. Change: current PIN, new PIN, the new PIN again. Forgot: where the
 * code goes, the code with the login password, new PIN, again. A refusal of the last call goes back to
 * the step that holds what was refused.
 */
export type PinState =
  | { step: 'current'; error?: 'refused' }
  | { step: 'channel' }
  | { step: 'code'; channel: CodeChannel; destination: string; error?: 'refused' }
  | { step: 'new'; proof: PinProof; error?: 'guessable' | 'mismatch' | 'refused' }
  | { step: 'repeat'; proof: PinProof; newPin: string }
  | { step: 'saving'; proof: PinProof; newPin: string }
  | { step: 'done' };

/** What proves it is the customer: the current PIN, or the password with a code. */
export type PinProof =
  | { kind: 'pin'; currentPin: string }
  | { kind: 'code'; channel: CodeChannel; destination: string; password: string; code: string };

export type PinEvent =
  | { type: 'CURRENT_PIN'; pin: string }
  | { type: 'CODE_SENT'; channel: CodeChannel; destination: string }
  | { type: 'CODE_TYPED'; password: string; code: string }
  | { type: 'NEW_PIN'; pin: string; guessable: boolean }
  | { type: 'REPEAT_PIN'; pin: string }
  | { type: 'SAVED' }
  | { type: 'PROOF_REFUSED' }
  | { type: 'NEW_PIN_REFUSED' }
  | { type: 'BACK' };

export const changePinStart: PinState = { step: 'current' };
export const forgotPinStart: PinState = { step: 'channel' };

function proofStep(proof: PinProof, error?: 'refused'): PinState {
  if (proof.kind === 'pin') return error ? { step: 'current', error } : { step: 'current' };
  const base = { step: 'code' as const, channel: proof.channel, destination: proof.destination };
  return error ? { ...base, error } : base;
}

export function pinReducer(state: PinState, event: PinEvent): PinState {
  switch (event.type) {
    case 'CURRENT_PIN':
      return state.step === 'current'
        ? { step: 'new', proof: { kind: 'pin', currentPin: event.pin } }
        : state;
    case 'CODE_SENT':
      return state.step === 'channel' || state.step === 'code'
        ? { step: 'code', channel: event.channel, destination: event.destination }
        : state;
    case 'CODE_TYPED':
      return state.step === 'code'
        ? {
            step: 'new',
            proof: { kind: 'code', channel: state.channel, destination: state.destination, ...event },
          }
        : state;
    case 'NEW_PIN':
      if (state.step !== 'new') return state;
      return event.guessable
        ? { step: 'new', proof: state.proof, error: 'guessable' }
        : { step: 'repeat', proof: state.proof, newPin: event.pin };
    case 'REPEAT_PIN':
      if (state.step !== 'repeat') return state;
      return event.pin === state.newPin
        ? { step: 'saving', proof: state.proof, newPin: state.newPin }
        : { step: 'new', proof: state.proof, error: 'mismatch' };
    case 'SAVED':
      return state.step === 'saving' ? { step: 'done' } : state;
    case 'PROOF_REFUSED':
      return state.step === 'saving' ? proofStep(state.proof, 'refused') : state;
    case 'NEW_PIN_REFUSED':
      return state.step === 'saving' ? { step: 'new', proof: state.proof, error: 'refused' } : state;
    case 'BACK':
      if (state.step === 'new') return proofStep(state.proof);
      if (state.step === 'repeat') return { step: 'new', proof: state.proof };
      if (state.step === 'code') return { step: 'channel' };
      return state;
  }
}

/** Back from the first step, while saving, or after the end leaves the route. */
export const leavesPinOnBack = (state: PinState) =>
  state.step === 'current' || state.step === 'channel' || state.step === 'done' || state.step === 'saving';
