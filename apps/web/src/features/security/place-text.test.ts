import { describe, expect, it } from 'vitest';
import { placeText } from './place-text.ts';

describe('the place of a login on /securityComp', () => {
  it('shows two decimals, latitude first, the same in both languages (decision 0014)', () => {
    expect(placeText({ latitude: -19.919143, longitude: -43.938583 })).toBe('-19,92; -43,94');
    expect(placeText({ latitude: 0.004, longitude: 2.5 })).toBe('0,00; 2,50');
  });
});
