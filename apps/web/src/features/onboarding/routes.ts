import type { ComponentType } from 'react';
import { OnboardingPage } from './pages/onboarding-page.tsx';
import { PrivacyPage } from './pages/privacy-page.tsx';
import type { OnboardingPath } from './paths.ts';

/** Every route of account opening opens the flow at its step; /privacyComp is the privacy notice. */
export const routeComponents = {
  '/userIdCreation': OnboardingPage,
  '/phoneNumberVerification': OnboardingPage,
  '/newSignUpPageComp': OnboardingPage,
  '/privacyComp': PrivacyPage,
  '/EmailVerification': OnboardingPage,
  '/identification': OnboardingPage,
  '/identityCreation': OnboardingPage,
  '/validateIdCreation': OnboardingPage,
  '/docInformation': OnboardingPage,
  '/contract': OnboardingPage,
  '/terms': OnboardingPage,
  '/revision': OnboardingPage,
  '/waitingApproval': OnboardingPage,
  '/newDocUpload': OnboardingPage,
  '/accountAprove': OnboardingPage,
  '/cardInfoComponent': OnboardingPage,
  '/welcomeComponent': OnboardingPage,
  '/setUpPin': OnboardingPage,
  '/validateEmail': OnboardingPage,
  '/accountConfirmation': OnboardingPage,
} satisfies Record<OnboardingPath, ComponentType>;
