/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/newWalletLaunch', '/myAccount', '/allServices'] as const;

export type HomePath = (typeof PATHS)[number];
