import type { ComponentType } from 'react';
import { LoginPage } from './pages/login-page.tsx';
import { NON_MAKER_LOGIN } from './paths.ts';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/newLogin': LoginPage,
};

/**
 * The NM app's login, in a chunk of its own: the entry (and /newLogin's first paint) does not carry it.
 * The router's lazy page loads it (a React.lazy here would be a lazy inside the router's lazy).
 */
export const routeLoaders = {
  [NON_MAKER_LOGIN]: () => import('./pages/non-maker-login-page.tsx').then((m) => m.NonMakerLoginPage),
} satisfies Readonly<Record<string, () => Promise<ComponentType>>>;
