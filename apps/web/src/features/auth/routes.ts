import type { ComponentType } from 'react';
import { LoginPage } from './pages/login-page.tsx';
import type { AuthPath } from './paths.ts';

export const routeComponents = {
  '/newLogin': LoginPage,
} satisfies Record<AuthPath, ComponentType>;
