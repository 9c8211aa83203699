import { describe, expect, it } from 'vitest';
import { consentAfterPermission, locationView, returnTarget } from './location-choice.ts';

describe('/locationConsent, the choice and the device', () => {
  it('offers "allow" until the consent is given and the device lets the place be read', () => {
    expect(locationView('UNDECIDED', 'prompt')).toEqual({ canAllow: true, canRefuse: true, hint: null });
    expect(locationView('OPTED_OUT', 'denied')).toEqual({ canAllow: true, canRefuse: false, hint: null });
    expect(locationView('PENDING', 'prompt')).toEqual({ canAllow: true, canRefuse: true, hint: 'pending' });
    expect(locationView('PENDING', 'denied')).toMatchObject({ canAllow: true, hint: 'blocked' });
    expect(locationView('OPTED_IN', 'granted')).toEqual({ canAllow: false, canRefuse: true, hint: 'on' });
    expect(locationView('OPTED_IN', 'unsupported')).toMatchObject({ canAllow: false, hint: 'on' });
    // given on another phone: this one still has to allow it
    expect(locationView('OPTED_IN', 'prompt')).toMatchObject({ canAllow: true, hint: 'pending' });
    expect(locationView('OPTED_IN', 'denied')).toMatchObject({ canAllow: true, hint: 'blocked' });
  });

  it('keeps the yes once the device allows, else leaves it pending', () => {
    expect(consentAfterPermission('granted')).toBe('OPTED_IN');
    expect(consentAfterPermission('unsupported')).toBe('OPTED_IN');
    expect(consentAfterPermission('denied')).toBe('PENDING');
    expect(consentAfterPermission('prompt')).toBe('PENDING');
  });

  it('returns home when opened by its path alone, else where the opening screen said', () => {
    expect(returnTarget(null)).toBe('/newWalletLaunch');
    expect(returnTarget({})).toBe('/newWalletLaunch');
    expect(returnTarget({ returnTo: '/appSettings' })).toBe('/appSettings');
    for (const bad of ['//evil.example', 'https://evil.example', '/a/b', 42]) {
      expect(returnTarget({ returnTo: bad })).toBe('/newWalletLaunch');
    }
  });
});
