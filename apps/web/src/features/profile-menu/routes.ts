import { type ComponentType, createElement, lazy } from 'react';
import type { PrivacyPolicy } from './content/privacy-policy.ts';
import type { ProfileMenuPath } from './paths.ts';

/** A privacy policy's page: the page and that year's text, each a chunk, loaded together. */
const privacyPage = (content: () => Promise<PrivacyPolicy>) =>
  lazy(async () => {
    const [{ PrivacyPage }, policy] = await Promise.all([import('./pages/privacy-page.tsx'), content()]);
    return { default: () => createElement(PrivacyPage, { policy }) };
  });

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
  '/privacy2022': privacyPage(() => import('./content/privacy-2022.ts').then((m) => m.privacy2022)),
  '/privacy2023': privacyPage(() => import('./content/privacy-2023.ts').then((m) => m.privacy2023)),
  '/privacy2024': privacyPage(() => import('./content/privacy-2024.ts').then((m) => m.privacy2024)),
  '/failRequest': lazy(() =>
    import('./pages/fail-request-page.tsx').then((m) => ({ default: m.FailRequestPage })),
  ),
  '/upgradeAppPage': lazy(() => import('./pages/upgrade-page.tsx').then((m) => ({ default: m.UpgradePage }))),
  '/consultComp': lazy(() => import('./pages/consult-page.tsx').then((m) => ({ default: m.ConsultPage }))),
  '/dimoVoz': lazy(() => import('./pages/voice-page.tsx').then((m) => ({ default: m.VoicePage }))),
} satisfies Record<ProfileMenuPath, ComponentType>;
