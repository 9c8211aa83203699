/**
 * Query-key roots shared across features, so a feature can refresh another's data without importing
 * it: every key about an account starts with ['account', accountKey].
 */
export const accountScope = (accountKey: string) => ['account', accountKey] as const;

/** Balance keys: ['account', accountKey, 'balance']; cleared after a long time in the background. */
export const balanceScope = (accountKey: string) => [...accountScope(accountKey), 'balance'] as const;

/** The whole balance cache of every account. */
export const isBalanceKey = (queryKey: readonly unknown[]) =>
  queryKey[0] === 'account' && queryKey[2] === 'balance';

/**
 * The customer's registration status (cliente/verificar-status-cliente): home reminds of the e-mail
 * from it, and the e-mail's confirmation refreshes it.
 */
export const registrationScope = (accountKey: string) =>
  [...accountScope(accountKey), 'registration'] as const;
