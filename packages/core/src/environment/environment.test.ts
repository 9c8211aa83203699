import { describe, expect, it } from 'vitest';
import {
  giftCardOrganizationUnitIdOf,
  organizationUnitIdOf,
  parseEnvironment,
  productIdOf,
  tokenTypeIdsOf,
} from './index.ts';

describe('environments', () => {
  it('gives each environment its organisation unit, production the spec’s 10', () => {
    expect(organizationUnitIdOf('production')).toBe(10);
    expect(organizationUnitIdOf('staging')).toBe(2);
    expect(organizationUnitIdOf('development')).toBe(1);
  });

  it('gives the gift-card programme a unit of its own in each environment', () => {
    expect(giftCardOrganizationUnitIdOf('development')).toBe(101);
    expect(giftCardOrganizationUnitIdOf('staging')).toBe(102);
    expect(giftCardOrganizationUnitIdOf('production')).toBe(110);
  });

  it('gives production the bank’s token types send-to 1 and accept 2, the sandbox 2 and 3, and a product id each', () => {
    expect(tokenTypeIdsOf('production')).toEqual({ sendTo: 1, accept: 2 });
    expect(tokenTypeIdsOf('staging')).toEqual({ sendTo: 2, accept: 3 });
    expect(tokenTypeIdsOf('development')).toEqual({ sendTo: 2, accept: 3 });
    expect(productIdOf('production')).not.toBe(productIdOf('development'));
  });

  it('reads development when nothing is configured and refuses an unknown name', () => {
    expect(parseEnvironment(undefined)).toBe('development');
    expect(parseEnvironment('')).toBe('development');
    expect(parseEnvironment('staging')).toBe('staging');
    expect(() => parseEnvironment('prod')).toThrow(/unknown environment "prod"/);
  });
});
