/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = [
  '/digitalCard',
  '/cardRequest',
  '/digitalCardArrival',
  '/virtualCardInfo',
  '/virtualCardComponent',
  '/digitalCardCreated',
  '/activateCreditCard',
] as const;

export type CardsPath = (typeof PATHS)[number];
