/** Query keys of the boleto feature, under the account so a session change drops them. */
export const boletoKeys = {
  schedules: (accountKey: string) => ['account', accountKey, 'boleto', 'schedules'] as const,
  deposits: (accountKey: string, from: string, to: string) =>
    ['account', accountKey, 'boleto', 'deposits', from, to] as const,
};
