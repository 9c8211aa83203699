import { describe, expect, it } from 'vitest';
import { initialRegisterState, leavesRegisterOnBack, registerReducer } from './register-flow.ts';

describe('new key flow', () => {
  const value = registerReducer(initialRegisterState, { type: 'TYPE_CHOSEN', keyType: 'PHONE' });

  it('asks the phone, then the code', () => {
    expect(value).toEqual({ step: 'value', type: 'PHONE', value: '' });
    const code = registerReducer(value, { type: 'CODE_SENT', key: '+5511987654321' });
    expect(code).toEqual({ step: 'code', type: 'PHONE', key: '+5511987654321' });
    expect(registerReducer(code, { type: 'BACK' })).toEqual({
      step: 'value',
      type: 'PHONE',
      value: '+5511987654321',
    });
  });

  it('offers a claim for a phone held elsewhere; back returns to the phone', () => {
    const claim = registerReducer(value, { type: 'KEY_TAKEN', keyType: 'PHONE', key: '+5511987654321' });
    expect(claim).toEqual({ step: 'claim', type: 'PHONE', key: '+5511987654321' });
    expect(registerReducer(claim, { type: 'BACK' })).toEqual({
      step: 'value',
      type: 'PHONE',
      value: '+5511987654321',
    });
    const opened = registerReducer(claim, {
      type: 'CLAIM_OPENED',
      key: '+5511987654321',
      status: 'ABERTA',
      deadline: '2026-11-29T10:00:00-03:00',
    });
    expect(opened).toMatchObject({ step: 'claimed', status: 'ABERTA' });
    expect(leavesRegisterOnBack(opened)).toBe(true);
  });

  it('offers the CPF portability from the menu; back returns to the menu', () => {
    const claim = registerReducer(initialRegisterState, {
      type: 'KEY_TAKEN',
      keyType: 'CPF',
      key: '14687022707',
    });
    expect(claim).toEqual({ step: 'claim', type: 'CPF', key: '14687022707' });
    expect(registerReducer(claim, { type: 'BACK' })).toEqual(initialRegisterState);
    expect(registerReducer(value, { type: 'KEY_TAKEN', keyType: 'CPF', key: '1' })).toBe(value);
  });
});
