/** The gift card's journey screen (wallet.md section 2, "Gift card"); routes.ts gives it its page. */
export const PATHS = ['/giftCard'] as const;

export type GiftCardPath = (typeof PATHS)[number];
