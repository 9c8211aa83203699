/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/newLogin'] as const;

export type AuthPath = (typeof PATHS)[number];
