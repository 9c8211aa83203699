import type { Locale } from './locale-store.ts';

/** A feature's strings: the same keys in every locale. */
export type MessageCatalog<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

export type MessageKey<C> = C extends MessageCatalog<infer K> ? K : never;

/**
 * Declares a catalogue. pt-BR is the reference; `en` must carry exactly the same keys (a missing or extra
 * key is a compile error).
 */
export function defineMessages<const P extends Record<string, string>>(
  ptBR: P,
  en: { readonly [K in keyof P]: string },
): MessageCatalog<keyof P & string> {
  return { 'pt-BR': ptBR, en } as MessageCatalog<keyof P & string>;
}

export type MessageVars = Readonly<Record<string, string | number>>;

/** Replaces {name} placeholders; an unknown placeholder stays as written. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
