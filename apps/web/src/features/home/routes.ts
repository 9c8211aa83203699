import type { ComponentType } from 'react';
import { AllServicesPage } from './pages/all-services-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { MyAccountPage } from './pages/my-account-page.tsx';
import type { HomePath } from './paths.ts';

export const routeComponents = {
  '/newWalletLaunch': HomePage,
  '/myAccount': MyAccountPage,
  '/allServices': AllServicesPage,
} satisfies Record<HomePath, ComponentType>;
