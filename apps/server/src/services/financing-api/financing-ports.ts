import type { AddressDirectory } from './address-directory.ts';
import type { CreditBureau } from './credit-bureau.ts';
import type { IdentityProvider } from './identity-provider.ts';
import type { Insurer, PhoneCatalogue } from './phone-catalogue.ts';

/**
 * The outside parties the financing service talks to, each an interface declared beside the code
 * that needs it (docs/decisions/0006-ports-and-front-doors.md); app.ts passes them in.
 */
export interface FinancingPorts {
  creditBureau: CreditBureau;
  identityProvider: IdentityProvider;
  addresses: AddressDirectory;
  catalogue: PhoneCatalogue;
  insurer: Insurer;
}
