import type { ComponentType } from 'react';
import { LandingPage } from './pages/landing-page.tsx';
import { ValuePropsPage } from './pages/value-props-page.tsx';
import type { LandingPath } from './paths.ts';

export const routeComponents = {
  '/': LandingPage,
  '/motoPayLandingPage': LandingPage,
  '/motoPayValuePropsPage': ValuePropsPage,
} satisfies Record<LandingPath, ComponentType>;
