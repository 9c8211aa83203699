import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One display rule for the whole app, the same in both languages (docs/decisions/0014): a day is
 * DD/MM/YYYY (core/calendar formatDate), an amount R$ 1.234,56 (core/money formatBRL), a rate 4,99
 * (core/money formatPercent), a time by lib/format-date-time. Pages and components never format a day,
 * an amount or a rate by hand; these scans fail when one does.
 */
const SRC = join(import.meta.dirname, '..');

function sources(folder: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => join(SRC, folder, name))
    .filter(keep);
}

const code = (path: string) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path);

/** What formatting by hand looks like. */
const BY_HAND: readonly [RegExp, string][] = [
  [/\.toLocale(Date|Time)?String\(/, 'toLocaleString / toLocaleDateString / toLocaleTimeString'],
  [/\bIntl\.(DateTimeFormat|NumberFormat)\b/, 'an Intl formatter'],
  [/\.toFixed\(/, 'toFixed'],
  [/\.split\(\s*['"]-['"]\s*\)\s*\.reverse\(\)/, 'an ISO day turned around by hand'],
  [/\$\{[^}]+\}\/\$\{[^}]+\}\/\$\{[^}]+\}/, 'a day put together by hand'],
  [/`R\$\s*\$\{|['"]R\$\s*['"]\s*\+/, "'R$' glued to a number"],
];

/** Where a formatter is allowed, and why. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // The calendar's weekday initials (S, M, T ...): a name, not a day, an amount or a rate.
  'components/date-picker.tsx': ['an Intl formatter'],
};

function handFormatting(path: string): string[] {
  const name = relative(SRC, path).split('\\').join('/');
  const text = readFileSync(path, 'utf8');
  return BY_HAND.filter(([pattern, what]) => pattern.test(text) && !(ALLOWED[name] ?? []).includes(what)).map(
    ([, what]) => `${name}: ${what}`,
  );
}

describe('no page formats a day, an amount or a rate by hand', () => {
  it('finds the hand formatting it looks for (the scan itself works)', () => {
    const samples = [
      'd.toLocaleDateString("en-US")',
      'new Intl.NumberFormat("en")',
      'x.toFixed(2)',
      "iso.split('-').reverse().join('/')",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text a scan looks for
      '`${m}/${d}/${y}`',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text a scan looks for
      '`R$ ${value}`',
    ];
    for (const sample of samples)
      expect(
        BY_HAND.some(([pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true);
  });

  it('in the features and the shared components', () => {
    const found = [...sources('features', code), ...sources('components', code)].flatMap(handFormatting);
    expect(found).toEqual([]);
  });

  it('and no message writes an amount in another format than R$ 1.234,56', () => {
    const messages = [
      ...sources('features', (p) => /messages\.ts$/.test(p)),
      ...sources('lib', (p) => /messages\.ts$/.test(p) && !/\.test\./.test(p)),
    ];
    const amount = /R\$\s?[\d.,]+\d/g;
    const right = /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/;
    const wrong = messages.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(amount)]
        .map((m) => m[0])
        .filter((text) => !right.test(text))
        .map((text) => `${relative(SRC, path)}: ${text}`),
    );
    expect(wrong).toEqual([]);
  });
});
