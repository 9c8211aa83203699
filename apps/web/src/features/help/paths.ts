/** The routes this feature renders (wallet.md section 2: help, and the chat's routes); routes.ts gives each its page. */
export const PATHS = [
  '/helpPage',
  '/externalHelpPage',
  '/chat',
  '/ChatTicketDisplay',
  '/ChatTicketCommentsPage',
  '/WidgetQRPage',
] as const;

export type HelpPath = (typeof PATHS)[number];
