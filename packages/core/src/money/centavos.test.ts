import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom } from '../test-support/random.ts';
import {
  abs,
  add,
  allocate,
  type Centavos,
  centavos,
  compare,
  isCentavos,
  multiply,
  negate,
  subtract,
  sum,
  ZERO,
} from './index.ts';

const c = centavos;

describe('centavos', () => {
  it('accepts safe integers', () => {
    expect(c(0)).toBe(0);
    expect(c(123456)).toBe(123456);
    expect(c(-5)).toBe(-5);
    expect(c(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(c(Number.MIN_SAFE_INTEGER)).toBe(Number.MIN_SAFE_INTEGER);
  });

  it('normalises -0 to 0', () => {
    expect(Object.is(c(-0), 0)).toBe(true);
  });

  it.each([0.5, 12.34, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2 ** 53, -(2 ** 53)])(
    'refuses %s',
    (n) => {
      expect(() => c(n)).toThrow(RangeError);
    },
  );

  it('isCentavos tells safe integers apart', () => {
    expect(isCentavos(10)).toBe(true);
    expect(isCentavos(1.5)).toBe(false);
    expect(isCentavos('10')).toBe(false);
    expect(isCentavos(2 ** 53)).toBe(false);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts, negates, takes abs and sums', () => {
    expect(add(c(150), c(275))).toBe(425);
    expect(subtract(c(150), c(275))).toBe(-125);
    expect(negate(c(10))).toBe(-10);
    expect(Object.is(negate(ZERO), 0)).toBe(true);
    expect(abs(c(-42))).toBe(42);
    expect(sum([c(1), c(2), c(3)])).toBe(6);
    expect(sum([])).toBe(0);
  });

  it('throws instead of leaving the safe range', () => {
    const max = c(Number.MAX_SAFE_INTEGER);
    expect(() => add(max, c(1))).toThrow(RangeError);
    expect(() => subtract(c(Number.MIN_SAFE_INTEGER), c(1))).toThrow(RangeError);
    expect(() => sum([max, c(1)])).toThrow(RangeError);
  });

  it('multiplies only by whole factors', () => {
    expect(multiply(c(1999), 3)).toBe(5997);
    expect(multiply(c(1999), -1)).toBe(-1999);
    expect(() => multiply(c(100), 1.5)).toThrow(RangeError);
    expect(() => multiply(c(2 ** 30), 2 ** 30)).toThrow(RangeError);
  });

  it('compares', () => {
    expect(compare(c(1), c(2))).toBe(-1);
    expect(compare(c(2), c(2))).toBe(0);
    expect(compare(c(3), c(2))).toBe(1);
    expect([c(3), c(-1), c(2)].sort(compare)).toEqual([-1, 2, 3]);
  });
});

describe('allocate', () => {
  it('splits evenly when it can', () => {
    expect(allocate(c(300), [1, 1, 1])).toEqual([100, 100, 100]);
  });

  it('gives the leftover centavos to the largest remainders, ties to the earlier part', () => {
    expect(allocate(c(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(c(200), [1, 1, 1])).toEqual([67, 67, 66]);
    expect(allocate(c(5), [1, 1, 1, 1, 1, 1])).toEqual([1, 1, 1, 1, 1, 0]);
    // 1001 * 30/100 = 300.3 and 1001 * 70/100 = 700.7: the .7 remainder gets the centavo.
    expect(allocate(c(1001), [30, 70])).toEqual([300, 701]);
  });

  it('honours ratio weights', () => {
    expect(allocate(c(1000), [1, 3])).toEqual([250, 750]);
    expect(allocate(c(1), [1, 3])).toEqual([0, 1]);
    expect(allocate(c(10), [0, 1])).toEqual([0, 10]);
    expect(allocate(c(7), [2, 0, 2])).toEqual([4, 0, 3]);
  });

  it('splits negative totals symmetrically', () => {
    expect(allocate(c(-100), [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(c(0), [1, 2])).toEqual([0, 0]);
  });

  it('refuses bad ratios', () => {
    expect(() => allocate(c(100), [])).toThrow(RangeError);
    expect(() => allocate(c(100), [0, 0])).toThrow(RangeError);
    expect(() => allocate(c(100), [-1, 2])).toThrow(RangeError);
    expect(() => allocate(c(100), [0.5, 0.5])).toThrow(RangeError);
    expect(() => allocate(1.5 as Centavos, [1])).toThrow(RangeError);
  });

  it('works at the edge of the safe range without rounding', () => {
    const parts = allocate(c(Number.MAX_SAFE_INTEGER), [1, 1]);
    expect(parts).toEqual([4503599627370496, 4503599627370495]);
  });

  it('always sums exactly and never moves a part by more than one centavo from its share', () => {
    const random = seededRandom(20260216);
    for (let run = 0; run < 2000; run++) {
      const total = c(randomInt(random, -10_000_000, 10_000_000));
      const ratios = Array.from({ length: randomInt(random, 1, 8) }, () => randomInt(random, 0, 1000));
      if (!ratios.some((r) => r > 0)) ratios[0] = 1;
      const parts = allocate(total, ratios);
      expect(parts).toHaveLength(ratios.length);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      const ratioSum = ratios.reduce((a, b) => a + b, 0);
      parts.forEach((part, i) => {
        const share = (total * (ratios[i] ?? 0)) / ratioSum;
        expect(Math.abs(part - share)).toBeLessThan(1);
        expect(Number.isInteger(part)).toBe(true);
      });
    }
  });
});
