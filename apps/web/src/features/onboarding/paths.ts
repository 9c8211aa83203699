/**
 * Account opening: the spec's public access routes open the same flow (wallet.md section 2). The
 * onboarding routes the spec lists as private need a bank session, which an applicant does not have,
 * so the flow does not use them.
 */
export const PATHS = [
  '/userIdCreation',
  '/phoneNumberVerification',
  '/newSignUpPageComp',
  '/privacyComp',
] as const;

export type OnboardingPath = (typeof PATHS)[number];
