/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/financing', '/seeInstallments'] as const;

export type FinancingContractsPath = (typeof PATHS)[number];
