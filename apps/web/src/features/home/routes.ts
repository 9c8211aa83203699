import type { ComponentType } from 'react';
import { HomePage } from './pages/home-page.tsx';
import { MyAccountPage } from './pages/my-account-page.tsx';
import type { HomePath } from './paths.ts';

export const routeComponents = {
  '/newWalletLaunch': HomePage,
  '/myAccount': MyAccountPage,
} satisfies Record<HomePath, ComponentType>;
