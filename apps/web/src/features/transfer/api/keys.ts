/** Query keys of the transfer feature. The bank list is the same for every customer; the rest sit under the account. */
export const transferKeys = {
  banks: () => ['banks', 'list'] as const,
  tedWindow: (accountKey: string) => ['account', accountKey, 'transfer', 'ted-window'] as const,
  tedSchedules: (accountKey: string) => ['account', accountKey, 'transfer', 'ted-schedules'] as const,
  tedFee: (accountKey: string, amount: number) =>
    ['account', accountKey, 'transfer', 'ted-fee', amount] as const,
};
