import { PixKeyType } from '@carteira/core/pix';
import { describe, expect, it } from 'vitest';
import { needsValidation, newKeyOptions } from './key-options.ts';

describe('new key options', () => {
  it('offers phone, random key, e-mail and CPF to a customer without keys', () => {
    expect(newKeyOptions([])).toEqual(['PHONE', 'EVP', 'EMAIL', 'CPF']);
  });

  it('omits CPF when the customer already holds a CPF key', () => {
    expect(newKeyOptions([{ type: PixKeyType.PHONE }, { type: PixKeyType.CPF }])).toEqual([
      'PHONE',
      'EVP',
      'EMAIL',
    ]);
  });

  it('keeps CPF when the customer holds other keys only', () => {
    expect(newKeyOptions([{ type: PixKeyType.EVP }, { type: PixKeyType.EMAIL }])).toContain('CPF');
  });

  it('asks a validation code for phone and e-mail only', () => {
    expect(['PHONE', 'EVP', 'EMAIL', 'CPF'].filter((t) => needsValidation(t as never))).toEqual([
      'PHONE',
      'EMAIL',
    ]);
  });
});

describe('register flow', () => {
  it('goes menu -> value -> code -> created for a phone key, and back from the code keeps the number', async () => {
    const { registerReducer, initialRegisterState } = await import('./register-flow.ts');
    const value = registerReducer(initialRegisterState, { type: 'TYPE_CHOSEN', keyType: 'PHONE' });
    expect(value).toEqual({ step: 'value', type: 'PHONE', value: '' });
    const code = registerReducer(value, { type: 'CODE_SENT', key: '+5521998765432' });
    expect(code).toEqual({ step: 'code', type: 'PHONE', key: '+5521998765432' });
    expect(registerReducer(code, { type: 'BACK' })).toEqual({
      step: 'value',
      type: 'PHONE',
      value: '+5521998765432',
    });
    expect(
      registerReducer(code, { type: 'KEY_CREATED', keyType: PixKeyType.PHONE, key: '+5521998765432' }),
    ).toMatchObject({ step: 'created' });
  });

  it('creates a random key straight from the menu', async () => {
    const { registerReducer, initialRegisterState } = await import('./register-flow.ts');
    expect(registerReducer(initialRegisterState, { type: 'TYPE_CHOSEN', keyType: 'EVP' })).toBe(
      initialRegisterState,
    );
    expect(
      registerReducer(initialRegisterState, { type: 'KEY_CREATED', keyType: PixKeyType.EVP, key: 'k' }),
    ).toEqual({ step: 'created', type: PixKeyType.EVP, key: 'k' });
  });
});
