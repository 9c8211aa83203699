/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/FinancingTerms'] as const;

export type FinancingTermsPath = (typeof PATHS)[number];
