import { accountScope } from '../../../lib/query-keys.ts';

/** Query keys of /FinancingTerms: per contracting, under the account. */
export const termsKeys = {
  all: (accountKey: string) => [...accountScope(accountKey), 'financing-terms'] as const,
  clientAddress: (accountKey: string) => [...accountScope(accountKey), 'financing-terms', 'address'] as const,
  terms: (accountKey: string, contractingKey: string) =>
    [...accountScope(accountKey), 'financing-terms', contractingKey, 'terms'] as const,
  methods: (accountKey: string, contractingKey: string) =>
    [...accountScope(accountKey), 'financing-terms', contractingKey, 'methods'] as const,
  pix: (accountKey: string, contractingKey: string, generation: number) =>
    [...accountScope(accountKey), 'financing-terms', contractingKey, 'pix', generation] as const,
};
