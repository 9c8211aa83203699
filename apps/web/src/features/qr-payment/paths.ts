/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/dimoPayComponent'] as const;

export type QrPaymentPath = (typeof PATHS)[number];
