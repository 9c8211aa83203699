/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/', '/motoPayLandingPage', '/motoPayValuePropsPage'] as const;

export type LandingPath = (typeof PATHS)[number];
