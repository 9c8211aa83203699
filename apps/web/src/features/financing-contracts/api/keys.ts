import { accountScope } from '../../../lib/query-keys.ts';

/** Query keys of the financing contracts: under the account, refreshed with it after a payment. */
export const contractKeys = {
  all: (accountKey: string) => [...accountScope(accountKey), 'financing-contracts'] as const,
  detail: (accountKey: string, contractId: string) =>
    [...accountScope(accountKey), 'financing-contracts', contractId] as const,
  installments: (accountKey: string, contractId: string) =>
    [...accountScope(accountKey), 'financing-contracts', contractId, 'installments'] as const,
};
