import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom } from '../test-support/random.ts';
import { cnpjCheckDigits, formatCnpj, isValidCnpj, isValidCpfOrCnpj, stripCnpj } from './index.ts';

describe('numeric CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '45.997.418/0001-53', '00.000.000/0001-91'])(
    'accepts %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );

  it.each([
    '11.222.333/0001-82',
    '11.222.333/0001-91',
    '1122233300018',
    '112223330001811',
    '',
    '00000000000000',
    '11111111111111',
    '11.222.333/0001-8A',
  ])('refuses %j', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('computes both check digits; a remainder of 0 or 1 gives 0', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('000000000001')).toBe('91');
    expect(() => cnpjCheckDigits('11222333000')).toThrow(RangeError);
  });
});

describe('alphanumeric CNPJ (2026)', () => {
  it('accepts the Receita Federal example 12.ABC.345/01DE-35', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('counts letters as their ASCII code minus 48', () => {
    // 'A' counts 17: a base that differs only by A vs 0 changes the digits.
    expect(cnpjCheckDigits('A00000000000')).not.toBe(cnpjCheckDigits('000000000000'));
    const base = 'AB1234567Z00';
    const digits = cnpjCheckDigits(base);
    const values = [...base].map((ch) => ch.charCodeAt(0) - 48);
    const weights1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r1 = values.reduce((t, v, i) => t + v * (weights1[i] ?? 0), 0) % 11;
    expect(digits[0]).toBe(String(r1 < 2 ? 0 : 11 - r1));
  });

  it('refuses letters in the check digits and wrong check digits', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(isValidCnpj('12ABC34501D#35')).toBe(false);
    expect(isValidCnpj('AAAAAAAAAAAAAA')).toBe(false);
  });

  it('accepts generated alphanumeric bases and refuses a changed check digit', () => {
    const random = seededRandom(2026);
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 500; i++) {
      const base = Array.from({ length: 12 }, () => alphabet[randomInt(random, 0, 35)]).join('');
      const digits = cnpjCheckDigits(base);
      expect(isValidCnpj(base + digits)).toBe(true);
      const wrong = String((Number(digits[1]) + randomInt(random, 1, 9)) % 10);
      expect(isValidCnpj(base + digits[0] + wrong)).toBe(false);
    }
  });
});

describe('CNPJ format and strip', () => {
  it('strips punctuation and upper-cases', () => {
    expect(stripCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });

  it.each([
    ['', ''],
    ['1', '1'],
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
    ['1122233300018199', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12ABC34501DEXY35', '12.ABC.345/01DE-35'],
  ])('formats %j as %j', (text, formatted) => {
    expect(formatCnpj(text)).toBe(formatted);
  });
});

describe('isValidCpfOrCnpj', () => {
  it('treats 11 characters or fewer as a CPF', () => {
    expect(isValidCpfOrCnpj('123.456.789-09')).toBe(true);
    expect(isValidCpfOrCnpj('123.456.789-00')).toBe(false);
    expect(isValidCpfOrCnpj('1234')).toBe(false);
    expect(isValidCpfOrCnpj('1234', 'lenient')).toBe(true);
    expect(isValidCpfOrCnpj('')).toBe(false);
  });

  it('treats longer values as a CNPJ, letters included', () => {
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCpfOrCnpj('123456789012', 'lenient')).toBe(false);
  });
});
