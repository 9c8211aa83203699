export type Locale = 'pt-BR' | 'en';

export const LOCALES: readonly Locale[] = ['pt-BR', 'en'];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
const STORAGE_KEY = 'carteira.locale';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The first start's language (cross-cutting.md section 7: strings per device locale, with a fallback to
 * the default): a choice made in the app wins; otherwise the first of the device's or browser's
 * languages that the app has (pt-* is pt-BR, en-* is en); otherwise pt-BR.
 */
export function pickInitialLocale(stored: string | null | undefined, languages: readonly string[]): Locale {
  if (stored === 'en' || stored === 'pt-BR') return stored;
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'pt') return 'pt-BR';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LOCALE;
}

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function deviceLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

let current: Locale = pickInitialLocale(readStored(), deviceLanguages());

function applyLang(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

applyLang(current);

export function getLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // storage may be unavailable (private mode); the choice still holds for this visit
  }
  applyLang(locale);
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
