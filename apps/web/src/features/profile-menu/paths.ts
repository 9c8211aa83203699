/** The routes this feature renders (wallet.md section 2, the profile menu's pages); routes.ts gives each its page. */
export const PATHS = [
  '/appSettings',
  '/aboutComp',
  '/ossComp',
  '/feedback',
  '/contractsAndTerms',
  '/insurance',
  '/privacy2022',
  '/privacy2023',
  '/privacy2024',
  '/failRequest',
  '/upgradeAppPage',
  '/consultComp',
  '/dimoVoz',
] as const;

export type ProfileMenuPath = (typeof PATHS)[number];
