import { useCallback } from 'react';
import { errorMessages } from './error-messages.ts';
import { errorTextIn } from './error-text.ts';
import { useLocale } from './use-messages.ts';

/** The customer-facing text of any failure: its catalogue message keys, never the server's own text. */
export function useErrorText(): (error: unknown) => string {
  const [locale] = useLocale();
  return useCallback((error: unknown) => errorTextIn(errorMessages, locale, error), [locale]);
}
