/** Query keys of the financing feature: everything about one contracting starts with its key. */
export const financingKeys = {
  all: ['financing'] as const,
  contracting: (contractingKey: string) => ['financing', contractingKey] as const,
  creditStatus: (contractingKey: string) => ['financing', contractingKey, 'credit-status'] as const,
  devices: (contractingKey: string) => ['financing', contractingKey, 'devices'] as const,
  device: (contractingKey: string, productId: string) =>
    ['financing', contractingKey, 'device', productId] as const,
  details: (contractingKey: string) => ['financing', contractingKey, 'details'] as const,
};

/** The store this app sells through (the service's default store). */
export const STORE_ID = 'carteira';
