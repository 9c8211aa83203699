/**
 * The financing service's front door for the other services and the sandbox (docs/decisions/0007):
 * the only file of financing-api they import. It holds
 * - the ports, the interfaces the outside world implements and app.ts passes in (FinancingPorts and
 *   the parties they gather);
 * - for the bank's financing paths: the contracts in force and the down payment by account debit,
 *   which moves the money through the bank's own ledger (DownPaymentLedger); an instalment paid from
 *   the balance, or by a Pix code of the bank that anyone pays (its paid codes settled on each read);
 * - for the product backend, which hands out the financing login and records the app's metrics: the
 *   financing service's errors, login and wire fields.
 * The plugin is not here: app.ts registers it.
 */

export { bearer, issueCredential } from './auth/financing-auth.service.ts';
export {
  findAccountContract,
  hasContractInForce,
  listAccountContracts,
  listInstallments,
} from './contracting/contract.repository.ts';
export { ownsContracting } from './contracting/contracting.repository.ts';
export type {
  CreditBureau,
  CreditBureauAnswer,
  CreditBureauInput,
  JobType,
} from './contracting/credit-bureau.ts';
export {
  listSignedContracts,
  type SignedContract,
  signedContractCcb,
} from './contracting/signed-contracts.ts';
export { payDownPaymentFromBalance } from './down-payment/down-payment.service.ts';
export type { DownPaymentLedger } from './down-payment/down-payment-ledger.ts';
export { bankSessionExpired, FinancingError } from './financing.errors.ts';
export { parse, registerFinancingErrors } from './financing-http.ts';
export { percent } from './financing-math.ts';
export type { FinancingPorts } from './financing-ports.ts';
export { contractingKey, isoDay } from './financing-schemas.ts';
export { financingRoutes } from './gateway/financing.routes.ts';
export { payInstallmentFromBalance } from './installments/installment-payment.service.ts';
export {
  installmentPixCode,
  settleAccountInstallmentCharges,
} from './installments/installment-pix.service.ts';
export type { AddressDirectory, KnownAddress } from './onboarding/address-directory.ts';
export type {
  IdentityProvider,
  LivenessAnswer,
  LivenessInput,
  LivenessStatus,
} from './onboarding/identity-provider.ts';
export type { InsuranceOption, Insurer, PhoneCatalogue } from './product/phone-catalogue.ts';
export type { PhoneColor, PhoneModel, PhoneSku, PhoneSpecs } from './product/phone-model.ts';
export type { ImageView } from './product/product.service.ts';
