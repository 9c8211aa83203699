import { accountScope } from '../../../lib/query-keys.ts';

/** Pix query keys: under the account, so a payment's refresh of the account clears them too. */
export const pixKeys = {
  all: (accountKey: string) => [...accountScope(accountKey), 'pix'] as const,
  myKeys: (accountKey: string) => [...accountScope(accountKey), 'pix', 'keys'] as const,
  keyDetails: (accountKey: string, key: string) =>
    [...accountScope(accountKey), 'pix', 'key-details', key] as const,
  statement: (accountKey: string, filter: string, from: string, to: string) =>
    [...accountScope(accountKey), 'pix', 'statement', filter, from, to] as const,
  receipt: (accountKey: string, transactionId: string) =>
    [...accountScope(accountKey), 'pix', 'receipt', transactionId] as const,
  balance: (accountKey: string) => [...accountScope(accountKey), 'pix', 'balance'] as const,
  limits: (accountKey: string) => [...accountScope(accountKey), 'pix', 'limits'] as const,
  limitRequests: (accountKey: string) => [...accountScope(accountKey), 'pix', 'limit-requests'] as const,
  schedules: (accountKey: string) => [...accountScope(accountKey), 'pix', 'schedules'] as const,
};
