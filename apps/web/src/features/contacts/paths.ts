/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/contacts', '/addContact', '/saveContactFromTransaction'] as const;

export type ContactsPath = (typeof PATHS)[number];
