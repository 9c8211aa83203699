import { describe, expect, it } from 'vitest';
import {
  formatAccountNumber,
  formatCep,
  formatRg,
  formatSalary,
  isValidCep,
  isValidSalary,
  parseAccountNumber,
  parseCep,
  parseRg,
  salaryToCentavos,
} from './index.ts';

describe('salary', () => {
  it.each(['1', '10', '123456', '9999999999', '1.234,56', 'R$ 1.234,56', 'R$1.234,56'])('accepts %j', (s) => {
    expect(isValidSalary(s)).toBe(true);
  });

  it.each(['', '0', '00', '0000000000', '0123', '12345678901', '12a', '-100', 'R$ 0,00', 'R$ 0,50'])(
    'refuses %j',
    (s) => {
      expect(isValidSalary(s)).toBe(false);
    },
  );

  it.each([
    ['', ''],
    ['0', '0,00'],
    ['1', '0,01'],
    ['12', '0,12'],
    ['123', '1,23'],
    ['123456', '1.234,56'],
    ['9999999999', '99.999.999,99'],
    ['99999999999', '99.999.999,99'],
    ['00123', '1,23'],
    ['1.234,567', '12.345,67'],
    ['abc', ''],
  ])('formats %j as %j', (text, formatted) => {
    expect(formatSalary(text)).toBe(formatted);
  });

  it('reads the last two digits as centavos', () => {
    expect(salaryToCentavos('123456')).toBe(123456);
    expect(salaryToCentavos('R$ 1.234,56')).toBe(123456);
    expect(salaryToCentavos('0123')).toBeNull();
  });
});

describe('CEP', () => {
  it('validates 8 digits, with or without the hyphen', () => {
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep(' 01310-100 ')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('013101000')).toBe(false);
    expect(isValidCep('0131-0100')).toBe(false);
    expect(isValidCep('01310-10a')).toBe(false);
    expect(isValidCep('')).toBe(false);
  });

  it.each([
    ['', ''],
    ['0131', '0131'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['013101009', '01310-100'],
    ['01310-100', '01310-100'],
  ])('formats %j as %j', (text, formatted) => {
    expect(formatCep(text)).toBe(formatted);
  });

  it('parses', () => {
    expect(parseCep('01310-100')).toEqual({ cep: '01310100', cepDisp: '01310-100' });
  });
});

describe('RG', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '12.3'],
    ['12345', '12.345'],
    ['123456', '12.345.6'],
    ['12345678', '12.345.678'],
    ['123456789', '12.345.678-9'],
    ['12345678x', '12.345.678-X'],
    ['1234567890', '12.345.678-90'],
    ['12345678901', '12.345.678-90'],
    ['12.345.678-9', '12.345.678-9'],
  ])('formats %j as %j', (text, formatted) => {
    expect(formatRg(text)).toBe(formatted);
  });

  it('parses into display and actual values', () => {
    expect(parseRg('12.345.678-x')).toEqual({ displayRG: '12.345.678-X', actualRG: '12345678X' });
    expect(parseRg('')).toEqual({ displayRG: '', actualRG: '' });
  });
});

describe('account number', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['1234567', '1234567'],
    ['12345678', '1234567-8'],
    ['123456789', '1234567-8'],
    ['1234567-8', '1234567-8'],
  ])('formats %j as %j', (text, formatted) => {
    expect(formatAccountNumber(text)).toBe(formatted);
  });

  it('parses', () => {
    expect(parseAccountNumber('1234567-8')).toEqual({ accNumber: '12345678', displayAccNumber: '1234567-8' });
    expect(parseAccountNumber('12345')).toEqual({ accNumber: '12345', displayAccNumber: '12345' });
  });
});
