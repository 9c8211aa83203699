import { beforeEach, describe, expect, it } from 'vitest';
import {
  FIRST_ACCESS_STORAGE_KEY,
  hasSeenFirstAccess,
  markFirstAccessSeen,
  shouldOpenFirstAccess,
} from './first-access.ts';

const visit = { keyCount: 0, seen: false, navigatedInApp: true, withAction: false };

describe('Pix first access', () => {
  beforeEach(() => localStorage.clear());

  it('opens for a customer with no key on the first visit from inside the app', () => {
    expect(shouldOpenFirstAccess(visit)).toBe(true);
  });

  it('does not open with a key, once seen, from a link or reload, or with an action to carry out', () => {
    expect(shouldOpenFirstAccess({ ...visit, keyCount: 1 })).toBe(false);
    expect(shouldOpenFirstAccess({ ...visit, seen: true })).toBe(false);
    expect(shouldOpenFirstAccess({ ...visit, navigatedInApp: false })).toBe(false);
    expect(shouldOpenFirstAccess({ ...visit, withAction: true })).toBe(false);
  });

  it('remembers each account apart, and survives a broken stored value', () => {
    markFirstAccessSeen('acc-1');
    markFirstAccessSeen('acc-1');
    expect(hasSeenFirstAccess('acc-1')).toBe(true);
    expect(hasSeenFirstAccess('acc-2')).toBe(false);
    expect(JSON.parse(localStorage.getItem(FIRST_ACCESS_STORAGE_KEY) ?? '')).toEqual(['acc-1']);
    localStorage.setItem(FIRST_ACCESS_STORAGE_KEY, '{not json');
    expect(hasSeenFirstAccess('acc-1')).toBe(false);
    markFirstAccessSeen('acc-2');
    expect(hasSeenFirstAccess('acc-2')).toBe(true);
  });
});
