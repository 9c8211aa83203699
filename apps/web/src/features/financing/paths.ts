/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/financingCreditSimulation', '/FinancingDeviceDetails'] as const;

export type FinancingPath = (typeof PATHS)[number];
