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
