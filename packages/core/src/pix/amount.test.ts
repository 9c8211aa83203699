import { describe, expect, it } from 'vitest';
import { centavos } from '../money/index.ts';
import { BR_CODE_AMOUNT_MAX, formatBrCodeAmount, parseBrCodeAmount } from './amount.ts';

describe('formatBrCodeAmount', () => {
  it('writes reais with "." and two decimals, no thousands separator', () => {
    expect(formatBrCodeAmount(centavos(1050))).toBe('10.50');
    expect(formatBrCodeAmount(centavos(1))).toBe('0.01');
    expect(formatBrCodeAmount(centavos(10))).toBe('0.10');
    expect(formatBrCodeAmount(centavos(0))).toBe('0.00');
    expect(formatBrCodeAmount(centavos(10050))).toBe('100.50');
    expect(formatBrCodeAmount(centavos(123456789))).toBe('1234567.89');
    expect(formatBrCodeAmount(BR_CODE_AMOUNT_MAX)).toBe('9999999999.99');
  });

  it('refuses negative amounts and amounts past 13 characters', () => {
    expect(() => formatBrCodeAmount(centavos(-1))).toThrow(RangeError);
    expect(() => formatBrCodeAmount(centavos(BR_CODE_AMOUNT_MAX + 1))).toThrow(RangeError);
  });
});

describe('parseBrCodeAmount', () => {
  it('reads the EMV forms exactly, without floats', () => {
    expect(parseBrCodeAmount('10.50')).toBe(1050);
    expect(parseBrCodeAmount('0.01')).toBe(1);
    expect(parseBrCodeAmount('100')).toBe(10000);
    expect(parseBrCodeAmount('98.')).toBe(9800);
    expect(parseBrCodeAmount('98.7')).toBe(9870);
    expect(parseBrCodeAmount('0.29')).toBe(29);
    expect(parseBrCodeAmount('1.15')).toBe(115);
    expect(parseBrCodeAmount('9999999999.99')).toBe(999_999_999_999);
    expect(parseBrCodeAmount('0')).toBe(0);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '1,50',
      '1.234',
      '+1.00',
      '-1.00',
      ' 1.00',
      '1.00 ',
      '1e3',
      '.5',
      'abc',
      '1.0.0',
      '1 000.00',
      '99999999999.99',
    ]) {
      expect(parseBrCodeAmount(text)).toBeNull();
    }
  });

  it('round-trips every amount it writes', () => {
    for (const value of [0, 1, 9, 10, 99, 100, 101, 1050, 999_999, 123_456_789_012, 999_999_999_999]) {
      expect(parseBrCodeAmount(formatBrCodeAmount(centavos(value)))).toBe(value);
    }
  });
});
