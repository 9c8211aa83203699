/** The routes this feature renders (wallet.md section 2, Account state); routes.ts gives each its page. */
export const PATHS = ['/accountStatus', '/unblockAccount', '/cancelAccount'] as const;

export type AccountStatePath = (typeof PATHS)[number];
