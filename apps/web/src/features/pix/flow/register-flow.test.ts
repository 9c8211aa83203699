import { describe, expect, it } from 'vitest';
import {
  initialRegisterState,
  leavesRegisterOnBack,
  registerReducer,
  registerStateForRoute,
} from './register-flow.ts';

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

describe('new key routes opened at a step', () => {
  it('opens the details step of a phone or e-mail key, with what was typed', () => {
    expect(registerStateForRoute('/collectNewKeyDetailsComponent', { keyType: 'EMAIL' })).toEqual({
      step: 'value',
      type: 'EMAIL',
      value: '',
    });
    expect(
      registerStateForRoute('/collectNewKeyDetailsComponent', { keyType: 'PHONE', key: '(21) 99876-5432' }),
    ).toEqual({ step: 'value', type: 'PHONE', value: '(21) 99876-5432' });
  });

  it('opens the code step for a key in a valid form, written as the directory keeps it; sends the code unless sent', () => {
    expect(
      registerStateForRoute('/otpConfirmationComponent', {
        keyType: 'PHONE',
        key: '+55 21 99876-5432',
        codeSent: true,
      }),
    ).toEqual({ step: 'code', type: 'PHONE', key: '+5521998765432' });
    expect(
      registerStateForRoute('/otpConfirmationComponent', { keyType: 'EMAIL', key: ' Ana@Example.com ' }),
    ).toEqual({ step: 'code', type: 'EMAIL', key: 'ana@example.com', sendCode: true });
  });

  it('asks the key again when the code step has none or a bad one', () => {
    expect(
      registerStateForRoute('/otpConfirmationComponent', { keyType: 'EMAIL', key: 'no-at-sign' }),
    ).toEqual({
      step: 'value',
      type: 'EMAIL',
      value: 'no-at-sign',
    });
    expect(registerStateForRoute('/otpConfirmationComponent', { keyType: 'PHONE' })).toEqual({
      step: 'value',
      type: 'PHONE',
      value: '',
    });
  });

  it('falls back to the type menu without a phone or e-mail type, and on the menu route', () => {
    expect(registerStateForRoute('/otpConfirmationComponent', null)).toEqual(initialRegisterState);
    expect(
      registerStateForRoute('/otpConfirmationComponent', { keyType: 'CPF', key: '39053344705' }),
    ).toEqual(initialRegisterState);
    expect(registerStateForRoute('/collectNewKeyDetailsComponent', 'junk')).toEqual(initialRegisterState);
    expect(registerStateForRoute('/registerNewKeyComponent', { keyType: 'EMAIL' })).toEqual(
      initialRegisterState,
    );
  });
});
