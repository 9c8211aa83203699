import { shellCapabilities } from '../../../native/shell-capabilities.ts';
import { shouldShowCaf } from '../flow/identity-check.ts';
import { cafCredentials, identityCheckFlags } from './onboarding-calls.ts';

export interface IdentityCheck {
  /** Whether the identity check runs for this selfie (the session's shouldShowCAF). */
  shouldShowCAF: boolean;
  /** What the identity-check token is signed with, when it runs. */
  credentials: { clientId: string; clientSecret: string } | null;
}

/**
 * Decides the identity check before the selfie: the applicant's two flags (the server obeys them too),
 * the shell's build, and whether its credentials could be had (asked only when the rest hold).
 */
export async function decideIdentityCheck(): Promise<IdentityCheck> {
  const flags = await identityCheckFlags();
  const { releaseBuild } = shellCapabilities();
  const credentials =
    flags.CAF_VALIDATION && flags.CAF && releaseBuild ? await cafCredentials().catch(() => null) : null;
  const shouldShowCAF = shouldShowCaf({
    cafValidation: flags.CAF_VALIDATION,
    releaseBuild,
    tokenObtained: credentials !== null,
    caf: flags.CAF,
  });
  return { shouldShowCAF, credentials: shouldShowCAF ? credentials : null };
}
