import { describe, expect, it } from 'vitest';
import { drawnLuckyNumber, formatLuckyNumber, winningLuckyNumber } from './lucky-number.ts';

describe('the lucky number a Loteria Federal extraction draws', () => {
  it('reads the units digit of the 1st to the 5th prize, top-down', () => {
    // extraction 5732 (18/01/2023): 50366, 33514, 45504, 94365, 51105 -> 6, 4, 4, 5, 5
    expect(drawnLuckyNumber([50366, 33514, 45504, 94365, 51105])).toBe(64455);
    expect(formatLuckyNumber(drawnLuckyNumber([10, 20, 30, 41, 7]))).toBe('00017');
  });

  it('refuses anything but five prizes of up to five digits', () => {
    expect(() => drawnLuckyNumber([1, 2, 3, 4, 100000] as never)).toThrow(RangeError);
    expect(() => drawnLuckyNumber([1, 2, 3, 4] as never)).toThrow(RangeError);
  });
});

describe('the winner among the numbers assigned', () => {
  it('is the drawn number when somebody holds it', () => {
    expect(winningLuckyNumber(64455, [1, 64455, 70000])).toBe(64455);
  });
  it('is the nearest higher number when nobody holds it', () => {
    expect(winningLuckyNumber(64455, [1, 64400, 64460, 70000])).toBe(64460);
  });
  it('is the nearest lower number when none is higher', () => {
    expect(winningLuckyNumber(64455, [1, 2, 3])).toBe(3);
    expect(winningLuckyNumber(99999, [0, 12])).toBe(12);
  });
  it('is nobody when no number was assigned', () => {
    expect(winningLuckyNumber(5, [])).toBeNull();
  });
});
