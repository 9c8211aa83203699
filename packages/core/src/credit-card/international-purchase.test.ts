import { describe, expect, it } from 'vitest';
import { convertToReais, INTERNATIONAL_IOF_BPS, internationalPurchase } from './international-purchase.ts';

describe('international card purchases', () => {
  it('charges 3,5% IOF on card use abroad', () => {
    expect(INTERNATIONAL_IOF_BPS).toBe(350);
  });

  it('converts whole dollars exactly: US$ 100,00 at 5,4321 is R$ 543,21', () => {
    expect(convertToReais(10_000, 54_321)).toBe(54_321);
    // IOF: 543,21 x 3,5% = 19,01235, so R$ 19,01
    expect(internationalPurchase(10_000, 54_321)).toEqual({ amount: 54_321, iof: 1_901 });
  });

  it('rounds the conversion half up to the centavo', () => {
    // US$ 12,34 x 5,4321 = 67,032114, so R$ 67,03
    expect(convertToReais(1_234, 54_321)).toBe(6_703);
    // US$ 0,50 x 5,4321 = 2,71605, so R$ 2,72
    expect(convertToReais(50, 54_321)).toBe(272);
    // US$ 0,01 x 5,0000 = 0,05 exactly
    expect(convertToReais(1, 50_000)).toBe(5);
  });

  it('rounds the IOF half up: R$ 67,03 x 3,5% = 2,34605, so R$ 2,35', () => {
    expect(internationalPurchase(1_234, 54_321)).toEqual({ amount: 6_703, iof: 235 });
  });

  it('keeps large amounts exact: US$ 9.999,99 at 5,6100 is R$ 56.099,94', () => {
    // 999.999 x 56.100 = 56.099.943.900 ten-thousandths of a centavo, so 5.609.994 centavos; IOF 196.349,79 -> 196.350
    expect(internationalPurchase(999_999, 56_100)).toEqual({ amount: 5_609_994, iof: 196_350 });
  });

  it('refuses amounts and rates that are not positive whole numbers', () => {
    expect(() => convertToReais(0, 54_321)).toThrow(RangeError);
    expect(() => convertToReais(10.5, 54_321)).toThrow(RangeError);
    expect(() => convertToReais(100, -1)).toThrow(RangeError);
  });
});
