/**
 * The onboarding service's front door for the other services and the sandbox (docs/decisions/0007):
 * the only file of onboarding-api they import. It holds the ports the sandbox implements (the
 * identity provider, the vacancies). The plugin is not here: app.ts registers it.
 */

import { shared, sharedDeps } from '../../platform/database/shared-handle.ts';
import * as onboardingCodeService from './onboarding-code.service.ts';
import * as signedTerms from './signed-terms.ts';

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
export type { OpeningEmailOutcome } from './onboarding-code.service.ts';
export type { SignedTerm, SignedTermKind } from './signed-terms.ts';
export type { OnboardingVacancies } from './vacancies.ts';

/**
 * The use cases the other services call: each takes the caller's handle, or its transaction, and sees
 * only this service's tables (platform/database/shared-handle.ts).
 */
export const confirmOpeningEmail = sharedDeps(onboardingCodeService.confirmOpeningEmail);
export const openingEmail = shared(onboardingCodeService.openingEmail);
export const sendOpeningEmailCode = sharedDeps(onboardingCodeService.sendOpeningEmailCode);
export const signedOnboardingTerm = shared(signedTerms.signedOnboardingTerm);
