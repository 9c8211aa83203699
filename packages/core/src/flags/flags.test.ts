import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, flagOn, isFeatureFlag, rolloutBucket } from './index.ts';

describe('feature flags', () => {
  it('names the nine flags of cross-cutting.md section 6', () => {
    expect(FEATURE_FLAGS).toHaveLength(9);
    expect(isFeatureFlag('gamification')).toBe(true);
    expect(isFeatureFlag('gamificacao')).toBe(false);
  });

  it('puts a hash in the bucket of its first 8 hex digits modulo 100', () => {
    expect(rolloutBucket('00000000ffff')).toBe(0);
    expect(rolloutBucket('0000006300')).toBe(99); // 0x63 = 99
    expect(rolloutBucket('00000064')).toBe(0); // 100
    expect(rolloutBucket('ffffffff')).toBe(95); // 4294967295 % 100
    expect(() => rolloutBucket('xyz')).toThrow();
  });

  it('turns a flag on below its share, for everyone, or for no one', () => {
    expect(flagOn({ kind: 'percent', percent: 30 }, 29)).toBe(true);
    expect(flagOn({ kind: 'percent', percent: 30 }, 30)).toBe(false);
    expect(flagOn({ kind: 'percent', percent: 0 }, 0)).toBe(false);
    expect(flagOn({ kind: 'percent', percent: 100 }, 99)).toBe(true);
    expect(flagOn({ kind: 'on' }, 99)).toBe(true);
    expect(flagOn({ kind: 'off' }, 0)).toBe(false);
  });
});
