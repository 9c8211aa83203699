/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/cellularRecharge'] as const;

export type RechargePath = (typeof PATHS)[number];
