import { centavos } from '@carteira/core/money';
import { buildBrCode, normalizePastedCode } from '@carteira/core/pix';
import { describe, expect, it } from 'vitest';
import { checkPastedCode, typedKey } from './code-checks.ts';

const code = buildBrCode({
  kind: 'static',
  key: '+5521998765432',
  amount: centavos(4200),
  merchantName: 'Ana Beatriz Souza',
  merchantCity: 'Sao Paulo',
});

describe('a pasted code', () => {
  it('is accepted when whole, also with %20 for its spaces', () => {
    expect(checkPastedCode(code)).toBeNull();
    expect(checkPastedCode(normalizePastedCode(code.replaceAll(' ', '%20')))).toBeNull();
  });

  it('is refused with one character changed (the CRC no longer matches)', () => {
    const at = code.indexOf('ANA');
    expect(checkPastedCode(`${code.slice(0, at)}X${code.slice(at + 1)}`)).toBe('bad');
  });

  it('is refused without the Pix marker, and asked for when empty', () => {
    expect(checkPastedCode('hello')).toBe('notPix');
    expect(checkPastedCode('')).toBe('empty');
  });
});

describe('a typed key', () => {
  it('is brought to the DICT form of whatever type it looks like', () => {
    expect(typedKey('(21) 99876-5432')).toBe('+5521998765432');
    expect(typedKey('390.533.447-05')).toBe('39053344705');
    expect(typedKey(' Pedro.Santos@PagarFacil.example ')).toBe('pedro.santos@pagarfacil.example');
    expect(typedKey('7C9E6679-7425-40DE-944B-E07FC1F90AE7')).toBe('7c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(typedKey('12.345.678/0001-95')).toBe('12345678000195');
  });

  it('is null when it is no key', () => {
    expect(typedKey('')).toBeNull();
    expect(typedKey('abc')).toBeNull();
    expect(typedKey('111.111.111-11')).toBeNull();
  });
});

describe('a dynamic code', () => {
  it('is left to the bank (a charge of this bank is payable)', () => {
    const code = buildBrCode({
      kind: 'dynamic',
      url: 'pix.carteira.example/qr/v2/8b3da2f39a4140d1a91abd93113bd441',
      merchantName: 'Carteira',
      merchantCity: 'Sao Paulo',
    });
    expect(checkPastedCode(code)).toBeNull();
  });
});
