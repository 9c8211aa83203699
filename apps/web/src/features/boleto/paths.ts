/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = [
  '/boleto',
  '/insertBoleto',
  '/depositLandingComponent',
  '/generateBoleto',
  '/tedDeposit',
] as const;

export type BoletoPath = (typeof PATHS)[number];
