/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/newTransactionHistory'] as const;

export type HistoryPath = (typeof PATHS)[number];
