import type { ComponentType } from 'react';
import { LoginPage } from './pages/login-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/newLogin': LoginPage,
};
