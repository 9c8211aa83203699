import { useCallback } from 'react';
import { type BankErrorKey, isBankError } from '../bank/bank-error.ts';
import { errorMessages } from './error-messages.ts';
import { useLocale } from './use-messages.ts';

/** The customer-facing text of any failure: its catalogue message keys, never the server's own text. */
export function useErrorText(): (error: unknown) => string {
  const [locale] = useLocale();
  return useCallback(
    (error: unknown) => {
      const texts: Record<BankErrorKey, string> = errorMessages[locale];
      if (!isBankError(error)) return texts['error.tryAgainLater'];
      const main = texts[error.messageKey];
      return error.detailKey ? `${main}. ${texts[error.detailKey]}` : main;
    },
    [locale],
  );
}
