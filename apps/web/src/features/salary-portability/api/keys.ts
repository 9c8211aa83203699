/** Query keys of the salary-portability feature. */
export const portabilityKeys = {
  all: () => ['salary-portability'] as const,
  list: () => ['salary-portability', 'list'] as const,
  banks: () => ['salary-portability', 'banks'] as const,
};
