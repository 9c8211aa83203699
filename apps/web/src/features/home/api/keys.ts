import { accountScope, balanceScope } from '../../../lib/query-keys.ts';

export const homeKeys = {
  balance: (accountKey: string) => balanceScope(accountKey),
  profile: (accountKey: string, clientKey: string) =>
    [...accountScope(accountKey), 'profile', clientKey] as const,
};
