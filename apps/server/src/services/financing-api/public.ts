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

import { shared } from '../../platform/database/shared-handle.ts';
import * as financingAuthService from './auth/financing-auth.service.ts';
import * as contractRepository from './contracting/contract.repository.ts';
import * as contractingRepository from './contracting/contracting.repository.ts';
import * as signedContracts from './contracting/signed-contracts.ts';
import * as downPaymentService from './down-payment/down-payment.service.ts';
import * as installmentPaymentService from './installments/installment-payment.service.ts';
import * as installmentPixService from './installments/installment-pix.service.ts';

export { bearer } from './auth/financing-auth.service.ts';
export type {
  CreditBureau,
  CreditBureauAnswer,
  CreditBureauInput,
  JobType,
} from './contracting/credit-bureau.ts';
export type { SignedContract } from './contracting/signed-contracts.ts';
export type { DownPaymentLedger } from './down-payment/down-payment-ledger.ts';
export { bankSessionExpired, FinancingError } from './financing.errors.ts';
export { parse, registerFinancingErrors } from './financing-http.ts';
export { percent } from './financing-math.ts';
export type { FinancingPorts } from './financing-ports.ts';
export { contractingKey, isoDay } from './financing-schemas.ts';
export { financingRoutes } from './gateway/financing.routes.ts';
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

/**
 * The use cases the other services call: each takes the caller's handle, or its transaction, and sees
 * only this service's tables (platform/database/shared-handle.ts).
 */
export const issueCredential = shared(financingAuthService.issueCredential);
export const findAccountContract = shared(contractRepository.findAccountContract);
export const hasContractInForce = shared(contractRepository.hasContractInForce);
export const listAccountContracts = shared(contractRepository.listAccountContracts);
export const listInstallments = shared(contractRepository.listInstallments);
export const ownsContracting = shared(contractingRepository.ownsContracting);
export const listSignedContracts = shared(signedContracts.listSignedContracts);
export const signedContractCcb = shared(signedContracts.signedContractCcb);
export const payDownPaymentFromBalance = shared(downPaymentService.payDownPaymentFromBalance);
export const payInstallmentFromBalance = shared(installmentPaymentService.payInstallmentFromBalance);
export const installmentPixCode = shared(installmentPixService.installmentPixCode);
export const settleAccountInstallmentCharges = shared(installmentPixService.settleAccountInstallmentCharges);
