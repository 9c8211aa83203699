import { normalizePixKey, PixKeyType, validatePixKey } from '@carteira/core/pix';
import type { NewKeyType } from './key-options.ts';

/** One state per screen of a new key: the menu, the phone or e-mail, the 6-digit code, the new key. */
export type RegisterState =
  | { step: 'menu' }
  | { step: 'value'; type: 'PHONE' | 'EMAIL'; value: string }
  /** `sendCode`: opened at this step with no code sent yet, so the step sends one first. */
  | { step: 'code'; type: 'PHONE' | 'EMAIL'; key: string; sendCode?: boolean }
  | { step: 'created'; type: PixKeyType; key: string }
  /** The key is held by another account: offer to claim it. */
  | { step: 'claim'; type: 'PHONE' | 'EMAIL' | 'CPF'; key: string }
  | { step: 'claimed'; key: string; status: string; deadline: string };

export type RegisterEvent =
  | { type: 'TYPE_CHOSEN'; keyType: NewKeyType }
  | { type: 'CODE_SENT'; key: string }
  | { type: 'KEY_CREATED'; keyType: PixKeyType; key: string }
  | { type: 'KEY_TAKEN'; keyType: 'PHONE' | 'EMAIL' | 'CPF'; key: string }
  | { type: 'CLAIM_OPENED'; key: string; status: string; deadline: string }
  | { type: 'BACK' };

export const initialRegisterState: RegisterState = { step: 'menu' };

export function leavesRegisterOnBack(state: RegisterState): boolean {
  return state.step === 'menu' || state.step === 'created' || state.step === 'claimed';
}

export function registerReducer(state: RegisterState, event: RegisterEvent): RegisterState {
  switch (event.type) {
    case 'TYPE_CHOSEN':
      if (state.step !== 'menu') return state;
      return event.keyType === 'PHONE' || event.keyType === 'EMAIL'
        ? { step: 'value', type: event.keyType, value: '' }
        : state;
    case 'CODE_SENT':
      if (state.step !== 'value') return state;
      return { step: 'code', type: state.type, key: event.key };
    case 'KEY_CREATED':
      if (state.step !== 'menu' && state.step !== 'code') return state;
      return { step: 'created', type: event.keyType, key: event.key };
    case 'KEY_TAKEN':
      if (event.keyType === 'CPF' ? state.step !== 'menu' : state.step !== 'value') return state;
      return { step: 'claim', type: event.keyType, key: event.key };
    case 'CLAIM_OPENED':
      if (state.step !== 'claim') return state;
      return { step: 'claimed', key: event.key, status: event.status, deadline: event.deadline };
    case 'BACK':
      if (state.step === 'claim')
        return state.type === 'CPF'
          ? initialRegisterState
          : { step: 'value', type: state.type, value: state.key };
      if (state.step === 'value') return initialRegisterState;
      if (state.step === 'code') return { step: 'value', type: state.type, value: state.key };
      return state;
  }
}

/** What /collectNewKeyDetailsComponent and /otpConfirmationComponent may carry in navigation state. */
export interface RegisterRouteState {
  /** PHONE or EMAIL: the key type whose value is asked for, or whose code is checked. */
  keyType?: unknown;
  /** The value already typed (details step) or the key the code is for (code step). */
  key?: unknown;
  /** The code step: true when the code was already sent for the key; otherwise the step sends it. */
  codeSent?: unknown;
}

function codeKeyType(keyType: unknown): 'PHONE' | 'EMAIL' | null {
  return keyType === 'PHONE' || keyType === 'EMAIL' ? keyType : null;
}

/**
 * The first screen of a new key for the route it was opened at: the details step of a phone or
 * e-mail key, the code step once its key is known in DICT form. Without what a step needs the
 * route falls back one step (a code without a valid key asks for the key again, prefilled), and
 * to the type menu when not even the type is known.
 */
export function registerStateForRoute(path: string, state: unknown): RegisterState {
  const carried = (state ?? {}) as RegisterRouteState;
  const type = codeKeyType(carried.keyType);
  if (type === null) return initialRegisterState;
  const typed = typeof carried.key === 'string' ? carried.key : '';
  if (path === '/otpConfirmationComponent') {
    const key = normalizePixKey(PixKeyType[type], typed);
    if (validatePixKey(PixKeyType[type], key))
      return carried.codeSent === true
        ? { step: 'code', type, key }
        : { step: 'code', type, key, sendCode: true };
    return { step: 'value', type, value: typed };
  }
  if (path === '/collectNewKeyDetailsComponent') return { step: 'value', type, value: typed };
  return initialRegisterState;
}
