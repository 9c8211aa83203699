/**
 * Account opening (wallet.md section 2; decision 0036): the public access routes where the flow starts,
 * the onboarding's private routes and its end screens among "Home and general". Each step of the flow
 * lives at one of them (flow/onboarding-flow.ts ROUTE_OF_STEP); an applicant has no bank session, so a
 * private one opens with the flow's state in the navigation state, or with a customer's session.
 */
export const PATHS = [
  '/userIdCreation',
  '/phoneNumberVerification',
  '/newSignUpPageComp',
  '/privacyComp',
  '/EmailVerification',
  '/identification',
  '/identityCreation',
  '/validateIdCreation',
  '/docInformation',
  '/contract',
  '/terms',
  '/revision',
  '/waitingApproval',
  '/newDocUpload',
  '/accountAprove',
  '/cardInfoComponent',
  '/welcomeComponent',
  '/setUpPin',
  '/validateEmail',
  '/accountConfirmation',
] as const;

export type OnboardingPath = (typeof PATHS)[number];

/** The public routes a visitor opens the flow at, with no state: it starts (or resumes) there. */
export const FLOW_ENTRY_PATHS: ReadonlySet<string> = new Set<OnboardingPath>([
  '/userIdCreation',
  '/phoneNumberVerification',
  '/newSignUpPageComp',
]);
