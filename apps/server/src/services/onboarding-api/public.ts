/**
 * The onboarding service's front door for the other services and the sandbox (docs/decisions/0007):
 * the only file of onboarding-api they import. It holds the ports the sandbox implements (the
 * identity provider, the vacancies). The plugin is not here: app.ts registers it.
 */

export {
  type AnalystVerdict,
  type Application,
  KYC_PENDENCY,
  type OnboardingAnalyst,
  type TaxSituation,
} from './analyst.ts';
export type { DocumentOcr, IdentityProvider } from './identity-provider.ts';
/** The app's onboarding client, which the product backend hands the app (getOnboardingClientId). */
export { APP_CLIENT, type OnboardingClient } from './onboarding-auth.service.ts';
export {
  confirmOpeningEmail,
  type OpeningEmailOutcome,
  openingEmail,
  sendOpeningEmailCode,
} from './onboarding-code.service.ts';
export { type SignedTerm, type SignedTermKind, signedOnboardingTerm } from './signed-terms.ts';
export type { OnboardingVacancies } from './vacancies.ts';
