import { describe, expect, it } from 'vitest';
import { pickInitialLocale } from './locale-store.ts';

describe('the first start language', () => {
  it("follows the device's or browser's language when the customer has chosen none", () => {
    expect(pickInitialLocale(null, ['en-US', 'pt-BR'])).toBe('en');
    expect(pickInitialLocale(null, ['en-GB'])).toBe('en');
    expect(pickInitialLocale(null, ['pt-PT', 'en'])).toBe('pt-BR');
    expect(pickInitialLocale(null, ['fr-FR', 'de', 'en-US'])).toBe('en');
  });

  it('falls back to pt-BR for a language the app does not have, or none', () => {
    expect(pickInitialLocale(null, ['fr-FR', 'es'])).toBe('pt-BR');
    expect(pickInitialLocale(undefined, [])).toBe('pt-BR');
  });

  it("keeps the language chosen in the app over the device's", () => {
    expect(pickInitialLocale('pt-BR', ['en-US'])).toBe('pt-BR');
    expect(pickInitialLocale('en', ['pt-BR'])).toBe('en');
    expect(pickInitialLocale('xx', ['en-US'])).toBe('en');
  });
});
