import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom } from '../test-support/random.ts';
import { cpfCheckDigits, formatCpf, isValidCpf, maskCpf, parseCpf, stripCpf } from './index.ts';

describe('CPF check digits', () => {
  it.each([
    ['529982247', '25'],
    ['111444777', '35'],
    ['123456789', '09'],
    ['000000001', '91'],
  ])('%s -> %s', (base, digits) => {
    expect(cpfCheckDigits(base)).toBe(digits);
  });

  it('turns a result of 10 or 11 into 0', () => {
    // 100000001: first sum 10*1 + 2*1 = 12 -> 11 - 1 = 10 -> 0.
    expect(cpfCheckDigits('100000001')[0]).toBe('0');
    // 000000000 would give 11 -> 0 for both.
    expect(cpfCheckDigits('000000000')).toBe('00');
  });

  it('refuses a base that is not 9 digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cpfCheckDigits('12345678a')).toThrow(RangeError);
  });
});

describe('isValidCpf', () => {
  it.each([
    '529.982.247-25',
    '52998224725',
    '111.444.777-35',
    '123.456.789-09',
    ' 123.456.789-09 ',
    '123456789-09',
  ])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidCpf(cpf, 'lenient')).toBe(true);
  });

  it.each([
    '529.982.247-24',
    '529.982.247-15',
    '52998224726',
    '123.456.789-10',
    '529982247250',
    '5299822472a',
    '529/982/247-25',
  ])('refuses %s in both modes', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
    expect(isValidCpf(cpf, 'lenient')).toBe(false);
  });

  it('refuses the ten repeated-digit values even though their check digits match', () => {
    for (let d = 0; d <= 9; d++) {
      const cpf = String(d).repeat(11);
      expect(cpfCheckDigits(cpf.slice(0, 9))).toBe(cpf.slice(9));
      expect(isValidCpf(cpf)).toBe(false);
      expect(isValidCpf(cpf, 'lenient')).toBe(false);
    }
  });

  it('strict mode needs 11 digits; lenient mode lets empty and shorter values pass', () => {
    for (const partial of ['', '1', '123.456', '1234567890']) {
      expect(isValidCpf(partial)).toBe(false);
      expect(isValidCpf(partial, 'strict')).toBe(false);
      expect(isValidCpf(partial, 'lenient')).toBe(true);
    }
    expect(isValidCpf('12a', 'lenient')).toBe(false);
  });

  it('accepts every generated CPF and refuses it with either check digit changed', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 500; i++) {
      const base = Array.from({ length: 9 }, () => randomInt(random, 0, 9)).join('');
      if (/^(\d)\1{8}$/.test(base)) continue;
      const cpf = base + cpfCheckDigits(base);
      expect(isValidCpf(cpf)).toBe(true);
      const first = String((Number(cpf[9]) + randomInt(random, 1, 9)) % 10);
      const second = String((Number(cpf[10]) + randomInt(random, 1, 9)) % 10);
      expect(isValidCpf(base + first + cpf[10])).toBe(false);
      expect(isValidCpf(base + (cpf[9] ?? '') + second)).toBe(false);
    }
  });
});

describe('CPF format, mask and parse', () => {
  it('strips dots, dashes and spaces', () => {
    expect(stripCpf(' 123.456.789-09 ')).toBe('12345678909');
  });

  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123.4'],
    ['123456', '123.456'],
    ['1234567', '123.456.7'],
    ['123456789', '123.456.789'],
    ['1234567890', '123.456.789-0'],
    ['12345678909', '123.456.789-09'],
    ['123456789091234', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['abc123def456', '123.456'],
  ])('formats %j as %j', (text, formatted) => {
    expect(formatCpf(text)).toBe(formatted);
  });

  it('masks all but the middle digits', () => {
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(maskCpf('123.456.789-09')).toBe('***.456.789-**');
    expect(maskCpf('1234567890')).toBe('');
    expect(maskCpf('')).toBe('');
  });

  it('parses into digits and display', () => {
    expect(parseCpf('123.456.789-09')).toEqual({ cpf: '12345678909', displayCPF: '123.456.789-09' });
    expect(parseCpf('1234')).toEqual({ cpf: '1234', displayCPF: '123.4' });
  });
});
