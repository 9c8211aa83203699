import type { ComponentType } from 'react';
import { MarketOptinPage } from './pages/market-optin-page.tsx';
import { PushOptinPage } from './pages/push-optin-page.tsx';
import type { ConsentsPath } from './paths.ts';

export const routeComponents = {
  '/marketOptin': MarketOptinPage,
  '/pushOptin': PushOptinPage,
} satisfies Record<ConsentsPath, ComponentType>;
