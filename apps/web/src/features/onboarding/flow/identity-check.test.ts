import { describe, expect, it } from 'vitest';
import { issuedOverTenYearsAgo, shouldShowCaf } from './identity-check.ts';

describe('the identity check runs under four conditions (cross-cutting.md section 6)', () => {
  const all = { cafValidation: true, releaseBuild: true, tokenObtained: true, caf: true };

  it('runs with all four', () => {
    expect(shouldShowCaf(all)).toBe(true);
  });

  it('does not run when any one fails', () => {
    for (const key of Object.keys(all) as (keyof typeof all)[]) {
      expect(shouldShowCaf({ ...all, [key]: false })).toBe(false);
    }
  });
});

describe('an issue date older than 10 years (wallet.md section 3)', () => {
  it('counts from the same day 10 years back', () => {
    expect(issuedOverTenYearsAgo('2016-11-27', '2026-11-28')).toBe(true);
    expect(issuedOverTenYearsAgo('2016-11-28', '2026-11-28')).toBe(false);
    expect(issuedOverTenYearsAgo('2020-01-01', '2026-11-28')).toBe(false);
  });

  it('says nothing of a date it cannot read (no date: the year-1 default is not an old document)', () => {
    expect(issuedOverTenYearsAgo('', '2026-11-28')).toBe(false);
    expect(issuedOverTenYearsAgo('15/03/2010', '2026-11-28')).toBe(false);
  });
});
