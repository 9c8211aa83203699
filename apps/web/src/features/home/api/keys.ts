import { accountScope, balanceScope, registrationScope } from '../../../lib/query-keys.ts';

export const homeKeys = {
  balance: (accountKey: string) => balanceScope(accountKey),
  registration: (accountKey: string) => registrationScope(accountKey),
  profile: (accountKey: string, clientKey: string) =>
    [...accountScope(accountKey), 'profile', clientKey] as const,
};
