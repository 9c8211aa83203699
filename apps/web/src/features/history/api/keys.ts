import { accountScope } from '../../../lib/query-keys.ts';

export const historyKeys = {
  statement: (accountKey: string, from: string, to: string) =>
    [...accountScope(accountKey), 'statement', from, to] as const,
  scheduled: (accountKey: string) => [...accountScope(accountKey), 'scheduled'] as const,
  receipt: (accountKey: string, transactionId: string) =>
    [...accountScope(accountKey), 'receipt', transactionId] as const,
};
