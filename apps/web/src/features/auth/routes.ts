import { type ComponentType, lazy } from 'react';
import { LoginPage } from './pages/login-page.tsx';
import type { AuthPath } from './paths.ts';

// The NM app's login, in a chunk of its own: the entry (and /newLogin's first paint) does not carry it.
const NonMakerLoginPage = lazy(() =>
  import('./pages/non-maker-login-page.tsx').then((m) => ({ default: m.NonMakerLoginPage })),
);

export const routeComponents = {
  '/newLogin': LoginPage,
  '/nonMotoDeviceLogin': NonMakerLoginPage,
} satisfies Record<AuthPath, ComponentType>;
