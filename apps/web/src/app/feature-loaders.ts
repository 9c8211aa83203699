import type { ComponentType } from 'react';
import * as authRoutes from '../features/auth/routes.ts';
import type { Area } from './route-table.ts';

/** What each feature's routes.ts exports: the page of each of its routes. */
export interface FeatureModule {
  routeComponents: Readonly<Record<string, ComponentType>>;
  /** Pages of the area in a chunk of their own, loaded when their route is (the router's lazy page waits for it). */
  routeLoaders?: Readonly<Record<string, () => Promise<ComponentType>>>;
  /** Rendered for a route of this area without its own page (the not-available page). */
  fallback?: ComponentType;
}

/**
 * One lazy chunk per feature area, but the login page's: it is in the entry chunk, so /newLogin paints
 * without one more round trip after the entry (about 0.6 s on Lighthouse's mobile network).
 */
export const FEATURE_LOADERS: Readonly<Record<Area, () => Promise<FeatureModule>>> = {
  landing: () => import('../features/landing/routes.ts'),
  auth: async () => authRoutes,
  home: () => import('../features/home/routes.ts'),
  history: () => import('../features/history/routes.ts'),
  transfer: () => import('../features/transfer/routes.ts'),
  pix: () => import('../features/pix/routes.ts'),
  financing: () => import('../features/financing/routes.ts'),
  financingTerms: () => import('../features/financing-terms/routes.ts'),
  financingContracts: () => import('../features/financing-contracts/routes.ts'),
  contacts: () => import('../features/contacts/routes.ts'),
  security: () => import('../features/security/routes.ts'),
  boleto: () => import('../features/boleto/routes.ts'),
  cards: () => import('../features/cards/routes.ts'),
  onboarding: () => import('../features/onboarding/routes.ts'),
  recharge: () => import('../features/recharge/routes.ts'),
  atm: () => import('../features/atm/routes.ts'),
  qrPayment: () => import('../features/qr-payment/routes.ts'),
  creditCard: () => import('../features/credit-card/routes.ts'),
  profileMenu: () => import('../features/profile-menu/routes.ts'),
  help: () => import('../features/help/routes.ts'),
  profile: () => import('../features/profile/routes.ts'),
  accountState: () => import('../features/account-state/routes.ts'),
  consents: () => import('../features/consents/routes.ts'),
  fgts: () => import('../features/fgts/routes.ts'),
  salaryPortability: () => import('../features/salary-portability/routes.ts'),
  giftCard: () => import('../features/gift-card/routes.ts'),
  rewards: () => import('../features/rewards/routes.ts'),
  unavailable: () => import('../features/unavailable/routes.ts'),
};
