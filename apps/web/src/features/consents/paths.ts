/** The routes this feature renders (wallet.md section 2: the marketing and push opt-ins); routes.ts gives each its page. */
export const PATHS = ['/marketOptin', '/pushOptin'] as const;

export type ConsentsPath = (typeof PATHS)[number];
