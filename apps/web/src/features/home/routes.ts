import type { ComponentType } from 'react';
import { HomePage } from './pages/home-page.tsx';
import { MyAccountPage } from './pages/my-account-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/newWalletLaunch': HomePage,
  '/myAccount': MyAccountPage,
};
