import { useCallback, useSyncExternalStore } from 'react';
import { interpolate, type MessageCatalog, type MessageVars } from './define-messages.ts';
import { getLocale, type Locale, setLocale, subscribeLocale } from './locale-store.ts';

export type Translate<K extends string> = (key: K, vars?: MessageVars) => string;

export function useLocale(): [Locale, (locale: Locale) => void] {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  return [locale, setLocale];
}

/** The translate function of one catalogue in the current locale. */
export function useMessages<K extends string>(catalog: MessageCatalog<K>): Translate<K> {
  const [locale] = useLocale();
  return useCallback(
    (key: K, vars?: MessageVars) => interpolate(catalog[locale][key], vars),
    [catalog, locale],
  );
}
