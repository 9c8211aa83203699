/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/atmWithdraw'] as const;

export type AtmPath = (typeof PATHS)[number];
