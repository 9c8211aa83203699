import { describe, expect, it } from 'vitest';
import { bankTokenExpiry, needsRefresh } from './token-expiry.ts';

describe('bank token expiry', () => {
  it('is the server lifetime minus 4 hours', () => {
    expect(bankTokenExpiry(0, 86_400)).toBe(86_400_000 - 14_400_000);
  });

  it('is refreshed within 30 seconds of expiry', () => {
    expect(needsRefresh(100_000, 70_000)).toBe(true);
    expect(needsRefresh(100_000, 69_999)).toBe(false);
    expect(needsRefresh(100_000, 200_000)).toBe(true);
  });
});
