import type { ComponentType } from 'react';
import { LocationConsentPage } from './pages/location-consent-page.tsx';
import { MarketOptinPage } from './pages/market-optin-page.tsx';
import { PushOptinPage } from './pages/push-optin-page.tsx';
import type { ConsentsPath } from './paths.ts';

export const routeComponents = {
  '/marketOptin': MarketOptinPage,
  '/pushOptin': PushOptinPage,
  '/locationConsent': LocationConsentPage,
} satisfies Record<ConsentsPath, ComponentType>;
