/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/tedTransfer', '/sendComponent', '/transactionOptions'] as const;

export type TransferPath = (typeof PATHS)[number];
