import type { ComponentType } from 'react';
import { OnboardingPage } from './pages/onboarding-page.tsx';
import type { OnboardingPath } from './paths.ts';

/** Every route of account opening opens the same flow, which resumes where the applicant left it. */
export const routeComponents = {
  '/userIdCreation': OnboardingPage,
  '/phoneNumberVerification': OnboardingPage,
  '/newSignUpPageComp': OnboardingPage,
  '/privacyComp': OnboardingPage,
  '/waitingApproval': OnboardingPage,
  '/newDocUpload': OnboardingPage,
  '/accountAprove': OnboardingPage,
  '/validateEmail': OnboardingPage,
  '/accountConfirmation': OnboardingPage,
} satisfies Record<OnboardingPath, ComponentType>;
