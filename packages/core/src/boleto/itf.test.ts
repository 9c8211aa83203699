import { describe, expect, it } from 'vitest';
import { itfWidths } from './itf.ts';

describe('ITF', () => {
  it('interleaves a pair: 1 in the bars (wnnnw), 2 in the spaces (nwnnw)', () => {
    expect(itfWidths('12')).toEqual([1, 1, 1, 1, 3, 1, 1, 3, 1, 1, 1, 1, 3, 3, 3, 1, 1]);
  });
  it('a 44-digit boleto barcode is 4 + 22 x 10 + 3 elements, each digit two wide of five', () => {
    const widths = itfWidths('00196758600001026560000001149718606852452211');
    expect(widths).toHaveLength(227);
    // Every digit has width 2 x 3 + 3 x 1 = 9 units; start 4, stop 5.
    expect(widths.reduce((a, b) => a + b, 0)).toBe(4 + 44 * 9 + 5);
  });
  it('refuses an odd count or a non-digit', () => {
    expect(() => itfWidths('123')).toThrow(RangeError);
    expect(() => itfWidths('1a')).toThrow(RangeError);
  });
});
