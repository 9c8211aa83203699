import { type BankErrorKey, isBankError } from '../bank/bank-error.ts';
import type { MessageCatalog } from './define-messages.ts';
import type { Locale } from './locale-store.ts';

export type ErrorCatalog = MessageCatalog<BankErrorKey>;

/** The customer-facing text of any failure: its catalogue message keys, never the server's own text. */
export function errorTextIn(catalog: ErrorCatalog, locale: Locale, error: unknown): string {
  const texts = catalog[locale];
  if (!isBankError(error)) return texts['error.tryAgainLater'];
  const main = texts[error.messageKey];
  return error.detailKey ? joinSentences(main, texts[error.detailKey]) : main;
}

/** Two texts as consecutive sentences: a full stop after the first only when it has none. */
export function joinSentences(first: string, second: string): string {
  return /[.!?]$/.test(first) ? `${first} ${second}` : `${first}. ${second}`;
}
