/** Query keys of the cards, under the customer. Blocking or unblocking refreshes the whole root. */
export const cardQueryKeys = {
  all: (clientKey: string) => ['cards', clientKey] as const,
  list: (clientKey: string) => ['cards', clientKey, 'list'] as const,
  offer: (clientKey: string) => ['cards', clientKey, 'offer'] as const,
  products: (clientKey: string) => ['cards', clientKey, 'products'] as const,
  details: (clientKey: string, cardKey: string) => ['cards', clientKey, 'details', cardKey] as const,
  settings: (clientKey: string, cardKey: string) => ['cards', clientKey, 'settings', cardKey] as const,
  walletTokens: (clientKey: string, cardKey: string) =>
    ['cards', clientKey, 'wallet-tokens', cardKey] as const,
};
