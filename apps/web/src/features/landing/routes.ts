import type { ComponentType } from 'react';
import { LandingPage } from './pages/landing-page.tsx';
import { ValuePropsPage } from './pages/value-props-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/': LandingPage,
  '/motoPayLandingPage': LandingPage,
  '/motoPayValuePropsPage': ValuePropsPage,
};
