/**
 * Account opening: the spec's public access routes open the same flow (wallet.md section 2). The
 * onboarding routes the spec lists as private need a bank session, which an applicant does not have,
 * so only the flow opens them: its end screens, with the flow's state in the navigation state (decision 0029).
 */
export const PATHS = [
  '/userIdCreation',
  '/phoneNumberVerification',
  '/newSignUpPageComp',
  '/privacyComp',
  '/waitingApproval',
  '/newDocUpload',
  '/accountAprove',
  '/validateEmail',
  '/accountConfirmation',
] as const;

export type OnboardingPath = (typeof PATHS)[number];
