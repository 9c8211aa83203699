/** Query keys of the credit card, under the customer. A payment, investment or redemption refreshes the root. */
export const creditCardKeys = {
  all: (clientKey: string) => ['credit-card', clientKey] as const,
  status: (clientKey: string) => ['credit-card', clientKey, 'status'] as const,
  configuration: (clientKey: string) => ['credit-card', clientKey, 'configuration'] as const,
  invoices: (clientKey: string) => ['credit-card', clientKey, 'invoices'] as const,
  invoice: (clientKey: string, id: string) => ['credit-card', clientKey, 'invoice', id] as const,
};
