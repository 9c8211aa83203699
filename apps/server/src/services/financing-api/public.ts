/**
 * The financing service's front door for the other services and the sandbox (docs/decisions/0005):
 * the only file of financing-api they import.
 */

// The ports: what the outside world must implement, and app.ts passes in.
export type { AddressDirectory, KnownAddress } from './address-directory.ts';
export type { CreditBureau, CreditBureauAnswer, CreditBureauInput, JobType } from './credit-bureau.ts';
// The service itself, for app.ts.
export { financingApiPlugin } from './financing-api.plugin.ts';
export type { FinancingPorts } from './financing-ports.ts';
export type { IdentityProvider, LivenessAnswer, LivenessInput, LivenessStatus } from './identity-provider.ts';
export type { InsuranceOption, Insurer, PhoneCatalogue } from './phone-catalogue.ts';
export type { PhoneColor, PhoneModel, PhoneSku, PhoneSpecs } from './phone-model.ts';
export type { ImageView } from './product.service.ts';
