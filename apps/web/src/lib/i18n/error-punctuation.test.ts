import { describe, expect, it } from 'vitest';
import type { MessageCatalog } from './define-messages.ts';
import { errorMessages } from './error-messages.ts';
import { joinSentences } from './error-text.ts';

/**
 * One rule for every error text: it is a sentence and ends with a full stop (or a question or
 * exclamation mark). The app's error catalogue, and every feature's own `error.*` texts.
 */
const features = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/messages.ts', '../../features/*/messages/*.ts'],
  { eager: true },
);

const featureErrorTexts = Object.entries(features).flatMap(([file, exports]) =>
  Object.values(exports).flatMap((value) => {
    const catalog = value as MessageCatalog<string>;
    if (!catalog?.['pt-BR'] || !catalog.en) return [];
    return (['pt-BR', 'en'] as const).flatMap((locale) =>
      Object.entries(catalog[locale])
        .filter(([key]) => key.startsWith('error.'))
        .map(([key, text]) => ({ where: `${file} ${locale} ${key}`, text })),
    );
  }),
);

const catalogueTexts = (['pt-BR', 'en'] as const).flatMap((locale) =>
  Object.entries(errorMessages[locale]).map(([key, text]) => ({ where: `${locale} ${key}`, text })),
);

const unended = (texts: { where: string; text: string }[]) =>
  texts.filter(({ text }) => !/[.!?]$/.test(text.trim())).map(({ where, text }) => `${where}: ${text}`);

describe('error texts', () => {
  it('end with a full stop in the error catalogue, in both languages', () => {
    expect(catalogueTexts.length).toBeGreaterThan(100);
    expect(unended(catalogueTexts)).toEqual([]);
  });

  it('end with a full stop in every feature’s own error texts', () => {
    expect(featureErrorTexts.length).toBeGreaterThan(0);
    expect(unended(featureErrorTexts)).toEqual([]);
  });

  it('join a text and its detail as two sentences, never with a doubled stop', () => {
    expect(joinSentences('Não foi possível alterar a senha.', 'A senha atual está incorreta.')).toBe(
      'Não foi possível alterar a senha. A senha atual está incorreta.',
    );
    expect(joinSentences('Sem ponto', 'Depois.')).toBe('Sem ponto. Depois.');
  });
});
