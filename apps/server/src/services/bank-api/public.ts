/**
 * The bank's front door for the other services and the sandbox (docs/decisions/0007): the only file
 * of bank-api they import. It holds
 * - the ports, the interfaces the outside world implements and app.ts passes in (BankClock,
 *   BankPorts and the parties they gather);
 * - a Pix arriving from another institution (the central bank's network calls it);
 * - for the financing service and the product backend: the ledger's posting, account look-ups,
 *   charge creation and the token check;
 * - for the onboarding service, which opens accounts: the customer's credentials and the codes' sender;
 * - for the sandbox's card processor and boleto registry: their ports and the calls they answer with;
 * - for the sandbox's seed: opening customers, their credentials and a past history (a bank that
 *   opened accounts itself would offer one "open a customer" use case instead).
 * The plugins are not here: app.ts, the composition root, registers them, and keeping them out keeps
 * this door free of an import cycle through the bank's routes.
 */

import { shared, sharedDeps } from '../../platform/database/shared-handle.ts';
import * as accountRepository from './modules/account/account.repository.ts';
import * as receiptRepository from './modules/account/receipt.repository.ts';
import * as accountStateService from './modules/account-state/account-state.service.ts';
import * as authRepository from './modules/auth/auth.repository.ts';
import * as pinService from './modules/auth/pin.service.ts';
import * as sessionService from './modules/auth/session.service.ts';
import * as depositBoletoService from './modules/boleto/deposit-boleto.service.ts';
import * as cardPurchaseService from './modules/cards/card-purchase.service.ts';
import * as cardWalletService from './modules/cards/card-wallet.service.ts';
import * as cardsRepository from './modules/cards/cards.repository.ts';
import * as creditCardRepository from './modules/credit-card/credit-card.repository.ts';
import * as creditCardPurchaseService from './modules/credit-card/credit-card-purchase.service.ts';
import * as deviceRepository from './modules/device/device.repository.ts';
import * as deviceService from './modules/device/device.service.ts';
import * as fgtsContractService from './modules/fgts/fgts-contract.service.ts';
import * as giftCardRepository from './modules/gift-card/gift-card.repository.ts';
import * as giftCardHolderRepository from './modules/gift-card/gift-card-holder.repository.ts';
import * as giftCardPromotionService from './modules/gift-card/gift-card-promotion.service.ts';
import * as ledgerRepository from './modules/ledger/ledger.repository.ts';
import * as ledgerService from './modules/ledger/ledger.service.ts';
import * as pixChargeService from './modules/pix/charges/pix-charge.service.ts';
import * as incomingPixService from './modules/pix/incoming/incoming-pix.service.ts';
import * as pixRepository from './modules/pix/pix.repository.ts';
import * as profileRepository from './modules/profile/profile.repository.ts';
import * as qrPaymentService from './modules/qr-payment/qr-payment.service.ts';
import * as salaryPortabilityService from './modules/salary-portability/salary-portability.service.ts';
import * as transferService from './modules/transfer/transfer.service.ts';

export type { BankClock } from './bank-clock.ts';
export { fixedRateClock } from './bank-clock.ts';
export { BankError } from './bank-errors.ts';
export type { BankPorts } from './bank-ports.ts';
export type { AnyBankRoute, BankDeps, BankSession } from './bank-route.ts';
export { defineRoute } from './bank-route.ts';
export { accountNotFound } from './modules/account/account.errors.ts';
export type { AccountRow } from './modules/account/account.repository.ts';
export { BANK_NAME, BRANCH } from './modules/account/bank-identity.ts';
export type { AtmCode, AtmNetwork } from './modules/atm/atm-network.ts';
export type { Address } from './modules/auth/auth.table.ts';
export { cpfKey } from './modules/auth/cpf-key.ts';
export { hashPassword, verifyPassword } from './modules/auth/password-hash.ts';
export { hashPin } from './modules/auth/pin-hash.ts';
export { hashToken, newToken } from './modules/auth/token.ts';
export type { BankDirectory, DirectoryBank } from './modules/banks/bank-directory.ts';
export type { BoletoClearingHouse, RegisteredBoleto } from './modules/boleto/clearing-house.ts';
export type { CardNetwork } from './modules/cards/card-network.port.ts';
export { DEFAULT_BRAND, expiryFrom, printedName } from './modules/cards/cards.service.ts';
export type { CodeMessage, CodeSender } from './modules/credentials/code-sender.ts';
export { noCodeSender } from './modules/credentials/code-sender.ts';
export type { CdiPublisher, CdiRate } from './modules/credit-card/cdi-rates.port.ts';
export type { ExchangeRates } from './modules/credit-card/exchange-rates.port.ts';
export type { CustodyAnswer, GuaranteeCustody } from './modules/credit-card/guarantee-custody.port.ts';
export type { FgtsConsultation, FgtsOperator, FgtsPledge } from './modules/fgts/fgts-operator.ts';
export { GIFT_CARD_TREASURY } from './modules/gift-card/gift-card.repository.ts';
export { barcodeSchema } from './modules/gift-card/gift-card.routes.ts';
export { giftCodeHash } from './modules/gift-card/gift-card.service.ts';
export type { PromotionCaller } from './modules/gift-card/gift-card-promotion.service.ts';
export type { Leg, MovementRequest, PostedMovement } from './modules/ledger/ledger.service.ts';
export type { Timestamp } from './modules/ledger/ledger.table.ts';
export { ledgerCheck } from './modules/ledger/ledger-check.ts';
export { MOVEMENT_KINDS } from './modules/ledger/movement-kinds.ts';
export type { IncomingPayer } from './modules/pix/incoming/incoming-pix.service.ts';
export type { PixKeyCodeSender } from './modules/pix/keys/pix-key-codes.ts';
export type { ClearingAccount } from './modules/pix/send/clearing-account.ts';
export { fixedQrId, qrText } from './modules/qr-payment/qr-code-text.ts';
export type { QrMerchant, QrMerchantNetwork } from './modules/qr-payment/qr-merchants.ts';
export type { QrIssue } from './modules/qr-payment/qr-payment.service.ts';
export type { PhoneOperators } from './modules/recharge/phone-operators.ts';
export type { LotteryResults } from './modules/rewards/lottery.port.ts';
export type {
  PortabilityOrder,
  PortabilityRegistry,
  RegistryAnswer,
} from './modules/salary-portability/portability-registry.ts';
export type { TedAnswer, TedNetwork, TedOrder } from './modules/ted/ted-network.ts';
export { receiptParty } from './modules/transfer/transfer.service.ts';
export type { CepDirectory, CepEntry } from './modules/utilities/cep-directory.ts';
export { lookupCep } from './modules/utilities/utilities.service.ts';
export { accountKey, digits, isoDate, pin, positiveReais } from './schemas.ts';
export { describeIssue, describeIssues } from './validation.ts';

/**
 * The use cases the other services call: each takes the caller's handle, or its transaction, and sees
 * only this service's tables (platform/database/shared-handle.ts).
 */
export const findCustomer = shared(accountRepository.findCustomer);
export const findCustomerAccount = shared(accountRepository.findCustomerAccount);
export const findOwnedAccount = shared(accountRepository.findOwnedAccount);
export const listCustomerAccounts = shared(accountRepository.listCustomerAccounts);
export const insertReceipt = shared(receiptRepository.insertReceipt);
export const setAccountProduct = shared(accountStateService.setAccountProduct);
export const setStatusByBank = shared(accountStateService.setStatusByBank);
export const customerCpf = shared(authRepository.customerCpf);
export const findCustomerByCpf = shared(authRepository.findCustomerByCpf);
export const insertCustomer = shared(authRepository.insertCustomer);
export const insertPin = shared(authRepository.insertPin);
export const checkAccountPin = shared(pinService.checkAccountPin);
export const authenticateToken = shared(sessionService.authenticateToken);
export const settleDepositBoleto = shared(depositBoletoService.settleDepositBoleto);
export const authorisePurchase = shared(cardPurchaseService.authorisePurchase);
export const reversePurchase = shared(cardPurchaseService.reversePurchase);
export const settlePurchase = shared(cardPurchaseService.settlePurchase);
export const approveWalletToken = shared(cardWalletService.approveWalletToken);
export const insertCard = shared(cardsRepository.insertCard);
export const tokensEndingIn = shared(cardsRepository.tokensEndingIn);
export const creditTokensEndingIn = shared(creditCardRepository.creditTokensEndingIn);
export const authoriseCreditPurchase = shared(creditCardPurchaseService.authoriseCreditPurchase);
export const forgetLoginPlaces = shared(deviceRepository.forgetLoginPlaces);
export const trustOpeningDevice = shared(deviceService.trustOpeningDevice);
export const receiveAnniversaryPayment = shared(fgtsContractService.receiveAnniversaryPayment);
export const ensureTreasuryAccount = shared(giftCardRepository.ensureTreasuryAccount);
export const insertGiftCard = shared(giftCardRepository.insertGiftCard);
export const insertPromotion = shared(giftCardHolderRepository.insertPromotion);
export const confirmPromotionStatus = shared(giftCardPromotionService.confirmPromotionStatus);
export const promotionEligibility = shared(giftCardPromotionService.promotionEligibility);
export const promotionStatus = shared(giftCardPromotionService.promotionStatus);
export const setPromotionEligibility = shared(giftCardPromotionService.setPromotionEligibility);
export const ensureSystemAccount = shared(ledgerRepository.ensureSystemAccount);
export const findSystemAccount = shared(ledgerRepository.findSystemAccount);
export const insertAccount = shared(ledgerRepository.insertAccount);
export const ledgerAudit = shared(ledgerRepository.ledgerAudit);
export const postMovement = shared(ledgerService.postMovement);
export const createPixCharge = shared(pixChargeService.createPixCharge);
export const getPixCharge = shared(pixChargeService.getPixCharge);
export const receivePixByCode = sharedDeps(incomingPixService.receivePixByCode);
export const receivePixByKey = sharedDeps(incomingPixService.receivePixByKey);
export const customerHasPixKey = shared(pixRepository.customerHasPixKey);
export const emailTakenByOther = shared(profileRepository.emailTakenByOther);
export const phoneTakenByOther = shared(profileRepository.phoneTakenByOther);
export const issueQrPayment = shared(qrPaymentService.issueQrPayment);
export const creditPortedSalary = shared(salaryPortabilityService.creditPortedSalary);
export const executeInternalTransfer = shared(transferService.executeInternalTransfer);
