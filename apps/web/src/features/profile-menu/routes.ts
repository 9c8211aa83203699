import { type ComponentType, lazy } from 'react';
import type { ProfileMenuPath } from './paths.ts';

// Each page is a chunk of its own, loaded when its route opens: the menu's pages are seldom visited and
// some are large (the licences, the policies), so none of them weighs on another.
export const routeComponents = {
  '/appSettings': lazy(() =>
    import('./pages/app-settings-page.tsx').then((m) => ({ default: m.AppSettingsPage })),
  ),
  '/aboutComp': lazy(() => import('./pages/about-page.tsx').then((m) => ({ default: m.AboutPage }))),
  '/ossComp': lazy(() => import('./pages/oss-page.tsx').then((m) => ({ default: m.OssPage }))),
  '/feedback': lazy(() => import('./pages/feedback-page.tsx').then((m) => ({ default: m.FeedbackPage }))),
  '/contractsAndTerms': lazy(() =>
    import('./pages/contracts-terms-page.tsx').then((m) => ({ default: m.ContractsTermsPage })),
  ),
  '/insurance': lazy(() => import('./pages/insurance-page.tsx').then((m) => ({ default: m.InsurancePage }))),
} satisfies Record<ProfileMenuPath, ComponentType>;
