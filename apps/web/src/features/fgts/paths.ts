/** The routes this feature renders (wallet.md section 2, FGTS); routes.ts gives each its page. */
export const PATHS = ['/fgtsHome', '/fgtsVideoTutorial', '/fgtsAnticipate', '/fgtsContracts'] as const;

export type FgtsPath = (typeof PATHS)[number];
