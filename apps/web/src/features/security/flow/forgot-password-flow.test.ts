import { describe, expect, it } from 'vitest';
import {
  forgotPasswordReducer,
  forgotPasswordStart,
  leavesForgotPasswordOnBack,
} from './forgot-password-flow.ts';

describe('forgot password flow', () => {
  it('runs CPF, code and new password, then done', () => {
    const code = forgotPasswordReducer(forgotPasswordStart, {
      type: 'CODE_SENT',
      cpf: '85301649205',
      channel: 'sms',
    });
    expect(code).toEqual({ step: 'code', cpf: '85301649205', channel: 'sms' });
    expect(forgotPasswordReducer(code, { type: 'PASSWORD_RESET' })).toEqual({ step: 'done' });
  });
  it('goes back from the code to the CPF it had, and leaves from the CPF', () => {
    const code = forgotPasswordReducer(forgotPasswordStart, {
      type: 'CODE_SENT',
      cpf: '85301649205',
      channel: 'email',
    });
    expect(leavesForgotPasswordOnBack(code)).toBe(false);
    expect(forgotPasswordReducer(code, { type: 'BACK' })).toEqual({ step: 'cpf', cpf: '85301649205' });
    expect(leavesForgotPasswordOnBack(forgotPasswordStart)).toBe(true);
    expect(forgotPasswordReducer(forgotPasswordStart, { type: 'PASSWORD_RESET' })).toBe(forgotPasswordStart);
  });
});
