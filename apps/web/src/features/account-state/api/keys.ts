/** The query keys of this feature. */
export const accountStateKeys = {
  all: ['account-state'] as const,
  status: (accountKey: string) => ['account-state', 'status', accountKey] as const,
};
