import { describe, expect, it } from 'vitest';
import { deviceCountry } from './device-country.ts';

describe('the phone’s country', () => {
  it('is Brazil by the mobile country code 724 or the ship country BR', () => {
    expect(deviceCountry({ mcc: '724' })).toBe('BR');
    expect(deviceCountry({ mcc: '310', shipCountry: 'br' })).toBe('BR');
  });

  it('is another known code’s country, else the ship country, else Brazil', () => {
    expect(deviceCountry({ mcc: '404' })).toBe('IN');
    expect(deviceCountry({ mcc: '732' })).toBe('CO');
    expect(deviceCountry({ mcc: '999', shipCountry: 'PT' })).toBe('PT');
    expect(deviceCountry({ mcc: 'abc', shipCountry: 'Portugal' })).toBe('BR');
    expect(deviceCountry({})).toBe('BR');
  });
});
