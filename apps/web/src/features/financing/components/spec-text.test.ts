import { describe, expect, it } from 'vitest';
import { keepUnitsTogether } from './spec-text.ts';

const NBSP = '\u00a0';

describe('spec text on a narrow screen', () => {
  it('binds each number to its unit and each plus to the term after it', () => {
    expect(keepUnitsTogether('108 MP + 12 MP + 5 MP')).toBe(
      `108${NBSP}MP +${NBSP}12${NBSP}MP +${NBSP}5${NBSP}MP`,
    );
    // the only breakable spaces left are the ones before a "+"
    expect(keepUnitsTogether('108 MP + 12 MP + 5 MP').split(' ')).toEqual([
      `108${NBSP}MP`,
      `+${NBSP}12${NBSP}MP`,
      `+${NBSP}5${NBSP}MP`,
    ]);
  });

  it('leaves text with no number and unit as it is', () => {
    expect(keepUnitsTogether('Android 14')).toBe('Android 14');
    expect(keepUnitsTogether('5000 mAh')).toBe(`5000${NBSP}mAh`);
  });
});
