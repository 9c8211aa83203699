import { accountScope } from '../../../lib/query-keys.ts';

/** Pix query keys: under the account, so a payment's refresh of the account clears them too. */
export const pixKeys = {
  all: (accountKey: string) => [...accountScope(accountKey), 'pix'] as const,
  myKeys: (accountKey: string) => [...accountScope(accountKey), 'pix', 'keys'] as const,
};
