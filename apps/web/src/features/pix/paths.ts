/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = [
  '/pixLandingComponent',
  '/myPixKeysComponent',
  '/registerNewKeyComponent',
  '/collectNewKeyDetailsComponent',
  '/otpConfirmationComponent',
  '/pixSendComponent',
  '/pixReceive',
  '/pixQrCopyPasteComponent',
  '/pixTransactionHistory',
  '/pixLimits',
  '/portabilityConfirmationComponent',
  '/pixWithdraw',
  '/pixFirstAccess',
  '/pixKnowMore',
  '/pixOnboardingComponent',
  '/keyInformationComponent',
] as const;

export type PixPath = (typeof PATHS)[number];
