import { describe, expect, it } from 'vitest';
import { centavos } from '../money/index.ts';
import { randomInt, seededRandom } from '../test-support/random.ts';
import {
  DEFAULT_INSTALLMENTS,
  DEFAULT_MAX_DOWN_PAYMENT,
  downPaymentRange,
  installmentOptions,
  MAX_INSTALLMENTS,
  MIN_FINANCED_AMOUNT,
  minimumEntry,
  sliderDownPayment,
} from './index.ts';

const c = centavos;

describe('minimumEntry', () => {
  it('rounds up to the centavo', () => {
    expect(minimumEntry(c(199_999), 20)).toBe(40_000); // 399,998 -> R$ 400,00
    expect(minimumEntry(c(100_001), 10)).toBe(10_001); // 10 000,1 -> 10 001
    expect(minimumEntry(c(250_000), 15)).toBe(37_500); // exact stays exact
    expect(minimumEntry(c(123_456), 0)).toBe(0);
    expect(minimumEntry(c(123_456), 100)).toBe(123_456);
    expect(minimumEntry(c(99_990), 12.5)).toBe(12_499); // 12 498,75 -> 12 499
  });

  it('property: never below the exact share and less than a centavo above it', () => {
    const random = seededRandom(5);
    for (let k = 0; k < 2000; k++) {
      const price = randomInt(random, 0, 3_000_000);
      const basisPoints = randomInt(random, 0, 10_000); // 0.00% .. 100.00%
      const result = minimumEntry(c(price), basisPoints / 100);
      // Exact comparison in integers: result*10000 >= price*bp > (result-1)*10000.
      expect(result * 10_000).toBeGreaterThanOrEqual(price * basisPoints);
      expect((result - 1) * 10_000).toBeLessThan(price * basisPoints);
    }
  });

  it('refuses a percentage outside 0..100', () => {
    expect(() => minimumEntry(c(1000), 101)).toThrow(RangeError);
    expect(() => minimumEntry(c(1000), -1)).toThrow(RangeError);
  });
});

describe('downPaymentRange and the slider', () => {
  it('min goes up to the next whole real; max keeps MIN_FINANCED_AMOUNT financed, in whole reais', () => {
    const range = downPaymentRange({
      minimumEntryValue: c(25_001),
      currentDownPayment: c(30_000),
      requestedAmount: c(170_050),
    });
    expect(range).toEqual({ min: 25_100, max: 190_000, empty: false }); // 300 + 1700,50 - 100 -> 1900
    expect(MIN_FINANCED_AMOUNT).toBe(10_000);
    expect(downPaymentRange({ minimumEntryValue: c(25_000) }).min).toBe(25_000);
  });

  it('with a financed insurance the maximum still leaves R$ 100,00 of the phone financed', () => {
    // R$ 1.799,00 phone, R$ 300,00 down, R$ 161,91 insurance: requested R$ 1.660,91.
    const range = downPaymentRange({
      minimumEntryValue: c(17_990),
      currentDownPayment: c(30_000),
      requestedAmount: c(166_091),
      financedCharges: c(16_191),
    });
    expect(range.max).toBe(169_900); // 1799 - 100, not 1799 + 161,91 - 100
    expect(() =>
      downPaymentRange({
        minimumEntryValue: c(0),
        currentDownPayment: c(0),
        requestedAmount: c(100),
        financedCharges: -1 as never,
      }),
    ).toThrow(RangeError);
  });

  it('defaults the maximum to R$ 10.000,00 before a proposal exists', () => {
    expect(DEFAULT_MAX_DOWN_PAYMENT).toBe(1_000_000);
    expect(downPaymentRange({ minimumEntryValue: c(40_000) })).toEqual({
      min: 40_000,
      max: 1_000_000,
      empty: false,
    });
  });

  it('says when nothing fits', () => {
    const range = downPaymentRange({
      minimumEntryValue: c(50_000),
      currentDownPayment: c(0),
      requestedAmount: c(50_000),
    });
    expect(range.empty).toBe(true);
    expect(sliderDownPayment(c(12_345), range)).toBe(range.min);
  });

  it('the slider drops the decimals and stays in range', () => {
    const range = { min: c(25_100), max: c(190_000), empty: false };
    expect(sliderDownPayment(c(50_099), range)).toBe(50_000);
    expect(sliderDownPayment(c(100), range)).toBe(25_100);
    expect(sliderDownPayment(c(9_999_999), range)).toBe(190_000);
  });
});

describe('installments', () => {
  it('offers from the minimum up to 18, the default', () => {
    expect(MAX_INSTALLMENTS).toBe(18);
    expect(DEFAULT_INSTALLMENTS).toBe(18);
    expect(installmentOptions()).toHaveLength(18);
    expect(installmentOptions(12)).toEqual([12, 13, 14, 15, 16, 17, 18]);
    expect(installmentOptions(18)).toEqual([18]);
    expect(() => installmentOptions(19)).toThrow(RangeError);
  });
});
