/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = [
  '/forgotPassword',
  '/newChangePassword',
  '/newChangePin',
  '/newForgotPin',
  '/newDeviceAlert',
  '/securityComp',
] as const;

export type SecurityPath = (typeof PATHS)[number];
