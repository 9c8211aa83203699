/** Query keys of the cards, under the customer. Blocking or unblocking refreshes the whole root. */
export const cardQueryKeys = {
  all: (clientKey: string) => ['cards', clientKey] as const,
  list: (clientKey: string) => ['cards', clientKey, 'list'] as const,
  details: (clientKey: string, cardKey: string) => ['cards', clientKey, 'details', cardKey] as const,
};
