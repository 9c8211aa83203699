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

export type { BankClock } from './bank-clock.ts';
export { fixedRateClock } from './bank-clock.ts';
export { BankError } from './bank-errors.ts';
export type { BankPorts } from './bank-ports.ts';
export type { AnyBankRoute, BankDeps, BankSession } from './bank-route.ts';
export { defineRoute } from './bank-route.ts';
export { accountNotFound } from './modules/account/account.errors.ts';
export type { AccountRow } from './modules/account/account.repository.ts';
export {
  findCustomer,
  findCustomerAccount,
  findOwnedAccount,
  listCustomerAccounts,
} from './modules/account/account.repository.ts';
export { BANK_NAME, BRANCH } from './modules/account/bank-identity.ts';
export { insertReceipt } from './modules/account/receipt.repository.ts';
export { setAccountProduct, setStatusByBank } from './modules/account-state/account-state.service.ts';
export type { AtmCode, AtmNetwork } from './modules/atm/atm-network.ts';
export { customerCpf, findCustomerByCpf, insertCustomer, insertPin } from './modules/auth/auth.repository.ts';
export type { Address } from './modules/auth/auth.table.ts';
export { cpfKey } from './modules/auth/cpf-key.ts';
export { hashPassword, verifyPassword } from './modules/auth/password-hash.ts';
export { checkAccountPin } from './modules/auth/pin.service.ts';
export { hashPin } from './modules/auth/pin-hash.ts';
export { authenticateToken } from './modules/auth/session.service.ts';
export { hashToken, newToken } from './modules/auth/token.ts';
export type { BankDirectory, DirectoryBank } from './modules/banks/bank-directory.ts';
export type { BoletoClearingHouse, RegisteredBoleto } from './modules/boleto/clearing-house.ts';
export { settleDepositBoleto } from './modules/boleto/deposit-boleto.service.ts';
export type { CardNetwork } from './modules/cards/card-network.port.ts';
export { authorisePurchase, reversePurchase, settlePurchase } from './modules/cards/card-purchase.service.ts';
export { approveWalletToken } from './modules/cards/card-wallet.service.ts';
export { insertCard, tokensEndingIn } from './modules/cards/cards.repository.ts';
export { DEFAULT_BRAND, expiryFrom, printedName } from './modules/cards/cards.service.ts';
export type { CodeMessage, CodeSender } from './modules/credentials/code-sender.ts';
export { noCodeSender } from './modules/credentials/code-sender.ts';
export type { CdiPublisher, CdiRate } from './modules/credit-card/cdi-rates.port.ts';
export { creditTokensEndingIn } from './modules/credit-card/credit-card.repository.ts';
export { authoriseCreditPurchase } from './modules/credit-card/credit-card-purchase.service.ts';
export type { ExchangeRates } from './modules/credit-card/exchange-rates.port.ts';
export type { CustodyAnswer, GuaranteeCustody } from './modules/credit-card/guarantee-custody.port.ts';
export { forgetLoginPlaces } from './modules/device/device.repository.ts';
export { trustOpeningDevice } from './modules/device/device.service.ts';
export { receiveAnniversaryPayment } from './modules/fgts/fgts-contract.service.ts';
export type { FgtsConsultation, FgtsOperator, FgtsPledge } from './modules/fgts/fgts-operator.ts';
export {
  ensureTreasuryAccount,
  GIFT_CARD_TREASURY,
  insertGiftCard,
} from './modules/gift-card/gift-card.repository.ts';
export { barcodeSchema } from './modules/gift-card/gift-card.routes.ts';
export { giftCodeHash } from './modules/gift-card/gift-card.service.ts';
export { insertPromotion } from './modules/gift-card/gift-card-holder.repository.ts';
export {
  confirmPromotionStatus,
  type PromotionCaller,
  promotionEligibility,
  promotionStatus,
  setPromotionEligibility,
} from './modules/gift-card/gift-card-promotion.service.ts';
export {
  ensureSystemAccount,
  findSystemAccount,
  insertAccount,
  ledgerAudit,
} from './modules/ledger/ledger.repository.ts';
export type { Leg, MovementRequest, PostedMovement } from './modules/ledger/ledger.service.ts';
export { postMovement } from './modules/ledger/ledger.service.ts';
export type { Timestamp } from './modules/ledger/ledger.table.ts';
export { ledgerCheck } from './modules/ledger/ledger-check.ts';
export { MOVEMENT_KINDS } from './modules/ledger/movement-kinds.ts';
export { createPixCharge, getPixCharge } from './modules/pix/charges/pix-charge.service.ts';
export type { IncomingPayer } from './modules/pix/incoming/incoming-pix.service.ts';
export { receivePixByCode, receivePixByKey } from './modules/pix/incoming/incoming-pix.service.ts';
export type { PixKeyCodeSender } from './modules/pix/keys/pix-key-codes.ts';
export { customerHasPixKey } from './modules/pix/pix.repository.ts';
export type { ClearingAccount } from './modules/pix/send/clearing-account.ts';
export { emailTakenByOther, phoneTakenByOther } from './modules/profile/profile.repository.ts';
export { fixedQrId, qrText } from './modules/qr-payment/qr-code-text.ts';
export type { QrMerchant, QrMerchantNetwork } from './modules/qr-payment/qr-merchants.ts';
export type { QrIssue } from './modules/qr-payment/qr-payment.service.ts';
export { issueQrPayment } from './modules/qr-payment/qr-payment.service.ts';
export type { PhoneOperators } from './modules/recharge/phone-operators.ts';
export type { LotteryResults } from './modules/rewards/lottery.port.ts';
export type {
  PortabilityOrder,
  PortabilityRegistry,
  RegistryAnswer,
} from './modules/salary-portability/portability-registry.ts';
export { creditPortedSalary } from './modules/salary-portability/salary-portability.service.ts';
export type { TedAnswer, TedNetwork, TedOrder } from './modules/ted/ted-network.ts';
export { executeInternalTransfer, receiptParty } from './modules/transfer/transfer.service.ts';
export type { CepDirectory, CepEntry } from './modules/utilities/cep-directory.ts';
export { lookupCep } from './modules/utilities/utilities.service.ts';
export { accountKey, digits, isoDate, pin, positiveReais } from './schemas.ts';
export { describeIssue, describeIssues } from './validation.ts';
