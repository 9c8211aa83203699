import { useCallback } from 'react';
import { type ErrorCatalog, errorTextIn } from './error-text.ts';
import { useLocale } from './use-messages.ts';

let catalog: ErrorCatalog | undefined;

/**
 * Loads the error texts (both locales, about 3 KB gzip) when a page that paints without them, such as
 * /newLogin, meets its first failure. Await it before showing the failure.
 */
export async function loadErrorTexts(): Promise<void> {
  catalog ??= (await import('./error-messages.ts')).errorMessages;
}

/** useErrorText for such a page: the text once loadErrorTexts has resolved, null before. */
export function useLazyErrorText(): (error: unknown) => string | null {
  const [locale] = useLocale();
  return useCallback((error: unknown) => (catalog ? errorTextIn(catalog, locale, error) : null), [locale]);
}
