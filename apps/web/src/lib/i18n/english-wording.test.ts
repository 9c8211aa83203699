import { describe, expect, it } from 'vitest';
import type { MessageCatalog } from './define-messages.ts';

const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../**/*messages.ts',
    '../../features/*/messages/*.ts',
    '!../../**/use-messages.ts',
    '!../../**/define-messages.ts',
  ],
  { eager: true },
);

const isCatalog = (value: unknown): value is MessageCatalog<string> =>
  typeof value === 'object' && value !== null && 'pt-BR' in value && 'en' in value;

/** Every English string of the app with where it comes from, its {placeholders} left out. */
const english = [
  ...new Map(
    Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter((entry): entry is [string, MessageCatalog<string>] => isCatalog(entry[1]))
        .flatMap(([name, catalog]) =>
          Object.entries(catalog.en).map(
            ([key, text]) => [`${file}#${name}.${key}`, text.replace(/\{\w+\}/g, '')] as const,
          ),
        ),
    ),
  ),
].map(([where, text]) => ({ where, text }));

describe('the English wording', () => {
  it('reads every catalogue', () => {
    expect(english.length).toBeGreaterThan(500);
  });

  it('calls an agência a branch, never an agency', () => {
    expect(english.filter(({ text }) => /\bagenc(y|ies)\b/i.test(text))).toEqual([]);
  });

  it('writes times as "8 pm" or "6:30 am", never the Brazilian "20h" or "6h30"', () => {
    expect(english.filter(({ text }) => /\b\d{1,2}h(\d{2})?\b/.test(text))).toEqual([]);
  });
});
