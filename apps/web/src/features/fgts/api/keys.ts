/** The query keys of this feature. */
export const fgtsKeys = {
  all: ['fgts'] as const,
  simulation: (accountKey: string, requested: number | undefined) =>
    ['fgts', 'simulation', accountKey, requested ?? null] as const,
  contracts: (accountKey: string) => ['fgts', 'contracts', accountKey] as const,
  terms: () => ['fgts', 'terms'] as const,
};
