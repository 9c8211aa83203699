import type { ComponentType } from 'react';
import { OnboardingPage } from './pages/onboarding-page.tsx';

/**
 * Account opening: the spec's public access routes open the same flow (wallet.md section 2). The
 * onboarding routes the spec lists as private need a bank session, which an applicant does not have,
 * so the flow does not use them.
 */
export const ONBOARDING_ROUTES = [
  '/userIdCreation',
  '/phoneNumberVerification',
  '/newSignUpPageComp',
  '/privacyComp',
] as const;

export const routeComponents: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  ONBOARDING_ROUTES.map((path) => [path, OnboardingPage]),
);
