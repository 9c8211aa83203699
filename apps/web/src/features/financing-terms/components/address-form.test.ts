import { describe, expect, it } from 'vitest';
import { addressProblems, isAddressValid } from './address-form.ts';

const good = {
  cep: '20040002',
  street: 'Avenida Rio Branco',
  number: '156',
  complement: 'Sala 1203',
  neighborhood: 'Centro',
  city: 'Rio de Janeiro',
  uf: 'RJ',
};

describe('different address form', () => {
  it('accepts a whole address, the complement optional', () => {
    expect(isAddressValid(good)).toBe(true);
    expect(isAddressValid({ ...good, complement: '' })).toBe(true);
  });

  it('names each broken field', () => {
    expect(addressProblems({ ...good, cep: '2004000' })).toEqual({ cep: 'cepInvalid' });
    expect(addressProblems({ ...good, street: '  ' })).toEqual({ street: 'streetInvalid' });
    expect(addressProblems({ ...good, number: '123456' })).toEqual({ number: 'numberInvalid' });
    expect(addressProblems({ ...good, complement: 'x'.repeat(31) })).toEqual({
      complement: 'complementTooLong',
    });
    expect(addressProblems({ ...good, complement: 'Sala #3' })).toEqual({
      complement: 'complementCharacters',
    });
    expect(addressProblems({ ...good, neighborhood: '' })).toEqual({ neighborhood: 'neighborhoodInvalid' });
    expect(addressProblems({ ...good, uf: 'XX' })).toEqual({ uf: 'ufInvalid' });
  });
});
