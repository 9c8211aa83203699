/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/salaryPortability', '/requestSalaryPortability', '/loadPortabilityRequests'] as const;

export type SalaryPortabilityPath = (typeof PATHS)[number];
