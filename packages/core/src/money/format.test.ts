import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  centavos,
  formatAmount,
  formatBRL,
  formatPercent,
  groupThousands,
  parseBRLInput,
  splitAmount,
} from './index.ts';

const c = centavos;

describe('formatBRL', () => {
  it.each([
    [123456, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [50, 'R$ 0,50'],
    [100, 'R$ 1,00'],
    [99999, 'R$ 999,99'],
    [100000, 'R$ 1.000,00'],
    [123456789, 'R$ 1.234.567,89'],
    [-123456, '-R$ 1.234,56'],
    [-5, '-R$ 0,05'],
    [Number.MAX_SAFE_INTEGER, 'R$ 90.071.992.547.409,91'],
  ])('%i -> %s', (amount, text) => {
    expect(formatBRL(c(amount))).toBe(text);
  });

  it('uses a plain ASCII space, not a no-break space', () => {
    expect(formatBRL(c(100)).charCodeAt(2)).toBe(0x20);
    expect(formatBRL(c(100))).not.toContain('\u00a0');
  });

  it('never shows a negative zero', () => {
    expect(formatBRL(c(-0))).toBe('R$ 0,00');
  });
});

describe('formatAmount and splitAmount', () => {
  it('formats without the symbol', () => {
    expect(formatAmount(c(123456))).toBe('1.234,56');
    expect(formatAmount(c(-123456))).toBe('-1.234,56');
    expect(formatAmount(c(7))).toBe('0,07');
  });

  it('splits into integer and decimal parts', () => {
    expect(splitAmount(c(123456))).toEqual({ sign: '', integer: '1.234', decimal: '56' });
    expect(splitAmount(c(-100000001))).toEqual({ sign: '-', integer: '1.000.000', decimal: '01' });
    expect(splitAmount(c(0))).toEqual({ sign: '', integer: '0', decimal: '00' });
  });

  it('groups thousands', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('123')).toBe('123');
    expect(groupThousands('1234')).toBe('1.234');
    expect(groupThousands('1234567')).toBe('1.234.567');
  });

  it('refuses values that are not centavos', () => {
    expect(() => formatBRL(1.5 as ReturnType<typeof c>)).toThrow(RangeError);
  });
});

describe('parseBRLInput (typed amount mask)', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['1', 1],
    ['12', 12],
    ['123', 123],
    ['123456', 123456],
    ['000123', 123],
    ['R$ 1.234,56', 123456],
    ['1,2', 12],
    ['abc', 0],
    ['-50', 50],
  ])('%j -> %i', (text, amount) => {
    expect(parseBRLInput(text)).toBe(amount);
  });

  it('reads like a mask when composed with formatAmount', () => {
    const typed = ['1', '12', '123', '1234', '12345', '123456'].map((t) => formatAmount(parseBRLInput(t)));
    expect(typed).toEqual(['0,01', '0,12', '1,23', '12,34', '123,45', '1.234,56']);
    // Deleting the last digit of a displayed value shifts it back.
    expect(formatAmount(parseBRLInput('1.234,5'))).toBe('123,45');
  });

  it('ignores digits past the maximum', () => {
    expect(parseBRLInput('9'.repeat(20))).toBe(999_999_999_999_999);
    expect(parseBRLInput('123456', 4)).toBe(1234);
    expect(parseBRLInput(`000${'1'.repeat(15)}`)).toBe(111_111_111_111_111);
    expect(() => parseBRLInput('1', 0)).toThrow(RangeError);
    expect(() => parseBRLInput('1', 16)).toThrow(RangeError);
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [999.9, '999'],
    [1000, '1K'],
    [1500, '1,5K'],
    [2300, '2,3K'],
    [1099, '1K'],
    [999_999, '999,9K'],
    [1_000_000, '1M'],
    [2_340_000, '2,3M'],
    [999_999_999, '999,9M'],
    [1_000_000_000, '1B'],
    [12_500_000_000, '12,5B'],
    [-1500, '-1,5K'],
    [-3, '-3'],
  ])('%d -> %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });

  it('takes the number of decimals', () => {
    expect(abbreviateNumber(1234, 0)).toBe('1K');
    expect(abbreviateNumber(1234, 2)).toBe('1,23K');
    expect(abbreviateNumber(1050, 2)).toBe('1,05K');
    expect(abbreviateNumber(1200, 2)).toBe('1,2K');
    expect(() => abbreviateNumber(1, 4)).toThrow(RangeError);
    expect(() => abbreviateNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it('writes a rate with a comma and two decimals, the same in every language', () => {
    expect(formatPercent(4.99)).toBe('4,99');
    expect(formatPercent(89.0113)).toBe('89,01');
    expect(formatPercent(79.38049)).toBe('79,38');
    expect(formatPercent(1.005)).toBe('1,01');
    expect(formatPercent(0)).toBe('0,00');
    expect(formatPercent(1234.5)).toBe('1.234,50');
    expect(formatPercent(-0.5)).toBe('-0,50');
    expect(formatPercent(-0.001)).toBe('0,00');
    expect(formatPercent(12.3456, 1)).toBe('12,3');
    expect(formatPercent(7, 0)).toBe('7');
  });

  it('refuses what is no number', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
    expect(() => formatPercent(1, 7)).toThrow(RangeError);
  });
});
