import type { Locale } from './locale-store.ts';

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * The message key of a count's plural form, `<base>One` or `<base>Other`, by the locale's own plural
 * rules (Intl.PluralRules): 1 is singular in both languages; pt-BR also counts 0 as singular ("0 chave"),
 * English does not ("0 keys").
 */
export function pluralKey<B extends string>(locale: Locale, count: number, base: B): `${B}One` | `${B}Other` {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count) === 'one' ? `${base}One` : `${base}Other`;
}
