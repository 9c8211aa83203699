/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/profileDetails'] as const;

export type ProfilePath = (typeof PATHS)[number];
