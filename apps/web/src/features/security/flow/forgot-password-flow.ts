import type { CodeChannel } from '../api/request-password-code.ts';

/** /forgotPassword: the CPF and where the code goes, then the code with a new password, then done. */
export type ForgotPasswordState =
  | { step: 'cpf'; cpf: string }
  | { step: 'code'; cpf: string; channel: CodeChannel }
  | { step: 'done' };

export type ForgotPasswordEvent =
  | { type: 'CODE_SENT'; cpf: string; channel: CodeChannel }
  | { type: 'PASSWORD_RESET' }
  | { type: 'BACK' };

export const forgotPasswordStart: ForgotPasswordState = { step: 'cpf', cpf: '' };

export function forgotPasswordReducer(
  state: ForgotPasswordState,
  event: ForgotPasswordEvent,
): ForgotPasswordState {
  switch (event.type) {
    case 'CODE_SENT':
      return state.step === 'done' ? state : { step: 'code', cpf: event.cpf, channel: event.channel };
    case 'PASSWORD_RESET':
      return state.step === 'code' ? { step: 'done' } : state;
    case 'BACK':
      return state.step === 'code' ? { step: 'cpf', cpf: state.cpf } : state;
  }
}

/** Back from the first step (or after the end) leaves the route. */
export const leavesForgotPasswordOnBack = (state: ForgotPasswordState) => state.step !== 'code';
