/**
 * The routes this feature renders (wallet.md section 2: the marketing, push and location opt-ins);
 * routes.ts gives each its page.
 */
export const PATHS = ['/marketOptin', '/pushOptin', '/locationConsent'] as const;

export type ConsentsPath = (typeof PATHS)[number];
