import type { CreditBureau } from './contracting/credit-bureau.ts';
import type { AddressDirectory } from './onboarding/address-directory.ts';
import type { IdentityProvider } from './onboarding/identity-provider.ts';
import type { Insurer, PhoneCatalogue } from './product/phone-catalogue.ts';

/**
 * The outside parties the financing service talks to, each an interface declared beside the code
 * that needs it (docs/decisions/0007-ports-and-front-doors.md); app.ts passes them in.
 */
export interface FinancingPorts {
  creditBureau: CreditBureau;
  identityProvider: IdentityProvider;
  addresses: AddressDirectory;
  catalogue: PhoneCatalogue;
  insurer: Insurer;
}
