import { describe, expect, it } from 'vitest';
import { placeText } from './place-text.ts';

describe('the place of a login on /securityComp', () => {
  it('shows two decimals in the page language, latitude first', () => {
    const bh = { latitude: -19.919143, longitude: -43.938583 };
    expect(placeText(bh, 'pt-BR')).toBe('-19,92; -43,94');
    expect(placeText(bh, 'en')).toBe('-19.92; -43.94');
  });
});
