import { describe, expect, it } from 'vitest';
import { accountCheckDigit, accountNumberOf, formatAccountNumber } from './account.ts';

describe('account check digit', () => {
  it('matches the numbers the sandbox customers hold', () => {
    // 1000001-1 (Ana), 1000002-0 (Bruno), 1000003-8 (Carla), 1000009-7 (Iara), as in the README.
    expect(accountNumberOf('1000001')).toBe('10000011');
    expect(accountNumberOf('1000002')).toBe('10000020');
    expect(accountNumberOf('1000003')).toBe('10000038');
    expect(formatAccountNumber(accountNumberOf('1000009'))).toBe('1000009-7');
  });

  it('turns 10 and 11 into 0 and refuses a base that is not 7 digits', () => {
    // 2000001: 1*2 + 2*8 = 18, 11 - 7 = 4; 1000002: 2*2 + 8 = 12, 11 - 1 = 10 -> 0.
    expect(accountCheckDigit('2000001')).toBe('4');
    expect(accountCheckDigit('1000002')).toBe('0');
    expect(() => accountCheckDigit('123')).toThrow(RangeError);
    expect(() => accountCheckDigit('12345678')).toThrow(RangeError);
  });
});
