import { BankCode, type BankCodeValue, isBankCode } from './codes.ts';

/**
 * Message keys. Core holds no UI text: the web app maps each key to its pt-BR and en text.
 */
export type ErrorKey =
  // the generic rule
  | 'error.pixCommunicationIssue'
  | 'error.genericError'
  | 'error.genericErrorSubtext'
  | 'error.timeLimitExceeded'
  | 'error.technicalIssue'
  | 'error.tryAgainLater'
  // mapped codes
  | 'error.invalidCredentials'
  | 'error.passwordBlocked'
  | 'error.duplicateCpf'
  | 'error.validationErrors'
  | 'error.duplicateEmail'
  | 'error.duplicatePhone'
  | 'error.profileChangeNotFound'
  | 'error.checkCpf'
  | 'error.passwordChangeFailed'
  | 'error.currentPasswordInvalid'
  | 'error.incorrectVerificationCode'
  | 'error.pinIncorrect'
  | 'error.waitAndTry'
  | 'error.invalidDdd'
  | 'error.invalidExpiryDate'
  | 'error.amountOutOfBound'
  | 'error.pixKeyNotFound'
  | 'error.noKeyFound'
  | 'error.incorrectToken'
  | 'error.newDeviceLogin'
  | 'error.accountAlreadyExists'
  | 'error.waitlistEntryExists'
  | 'error.vacancyExists'
  | 'error.waitlistNotFound'
  | 'error.waitlistApproved'
  | 'error.cardBlockError'
  | 'error.portabilityNotClt'
  | 'error.portabilityDuplicate'
  | 'error.portabilityNotCancellable'
  | 'error.portabilityNotFound'
  | 'error.giftCardCodeInvalid'
  | 'error.giftCardLocked'
  | 'error.cardAlreadyBlocked'
  | 'error.cardNotFound'
  | 'error.cardsUnavailable'
  | 'error.invalidCardData'
  | 'error.virtualCardLimit'
  | 'error.cardPurchaseRefused'
  | 'error.cardPurchaseNotFound'
  | 'error.pinBlocked'
  | 'error.invalidRequest'
  | 'error.sessionExpired'
  | 'error.accountNotFound'
  | 'error.cepNotFound'
  | 'error.transactionNotFound'
  | 'error.sameAccountTransfer'
  | 'error.pathNotFound'
  | 'error.customerNotFound'
  | 'error.pixKeyAlreadyRegistered'
  | 'error.pixKeyLimitReached'
  | 'error.invalidPixQrCode'
  | 'error.pixHolderMismatch'
  | 'error.pixReturnExceedsAmount'
  | 'error.pixNotReturnable'
  | 'error.pixLimitExceeded'
  | 'error.pixChargeExpired'
  | 'error.pixChargeAlreadyPaid'
  | 'error.pixScheduleNotFound'
  | 'error.pixClaimRefused'
  | 'error.pixClaimNotFound'
  | 'error.pixClaimWrongState'
  | 'error.pixKeyLookupLimited'
  | 'error.pixWithdrawRefused'
  | 'error.qrPaymentUnreadable'
  | 'error.qrPaymentExpired'
  | 'error.qrPaymentAlreadyPaid'
  | 'error.qrPaymentAmountChanged'
  | 'error.qrPaymentReturnRefused'
  | 'error.qrPaymentNotFound'
  | 'error.boletoUnreadable'
  | 'error.boletoAlreadyPaid'
  | 'error.boletoNotPayable'
  | 'error.boletoAmountRefused'
  | 'error.depositBoletoLimit'
  | 'error.boletoScheduleDateRefused'
  | 'error.boletoNotFound'
  | 'error.boletoScheduleNotFound'
  | 'error.depositBoletoNotFound'
  | 'error.rechargeRefused'
  | 'error.rechargeNumberInvalid'
  | 'error.atmCodeExpired'
  | 'error.atmCodeUsed'
  | 'error.atmAmountRefused'
  | 'error.atmCodeNotFound'
  | 'error.incorrectDetails'
  | 'error.tedOutsideWindow'
  | 'error.tedScheduleDateRefused'
  | 'error.tedScheduleNotFound'
  | 'error.deviceNotFound'
  | 'error.contactLimitReached'
  | 'error.pixPayloadUnavailable'
  | 'error.contactNotFound'
  | 'error.financingContractingNotFound'
  | 'error.financingContractNotFound'
  | 'error.financingNotAwaitingDownPayment'
  | 'error.imageFormatRefused'
  | 'error.imageTooLarge'
  | 'error.accountBlocked'
  | 'error.accountClosed'
  | 'error.accountNotClosable'
  | 'error.faceNotMatched'
  | 'error.unblockNotAllowed'
  | 'error.fgtsNotRegistered'
  | 'error.fgtsBalanceRefused'
  | 'error.fgtsAnniversaryTooClose'
  | 'error.fgtsOperatorFailure'
  | 'error.fgtsAmountRefused'
  | 'error.fgtsContractOpen'
  | 'error.fgtsNotFound'
  | 'error.fgtsRateAboveCap'
  | 'error.fgtsWithdrawalClosed'
  | 'error.giftCardHolderNotRegistered'
  | 'error.giftCardNotFound'
  | 'error.giftCardPromotionUnavailable'
  | 'error.giftCardHolderMismatch'
  | 'error.cpfIrregular'
  | 'error.rewardsUnavailable'
  | 'error.productUnavailable'
  | 'error.identityCheckOff'
  | 'error.identityCheckRequired'
  | 'error.rewardProgramClosed'
  | 'error.rewardCouponRefused'
  | 'error.rewardNotFound'
  | 'error.emailAlreadyConfirmed';

/** What the user sees: a message key (with an optional second line), or a text the server wrote. */
export type ErrorMessage =
  | { kind: 'key'; key: ErrorKey; detailKey?: ErrorKey }
  | { kind: 'text'; text: string };

/**
 * Where the error happened, when a code means different things in different places. 10007 is a
 * wrong PIN by default and a wrong current password on a password change.
 */
export type ErrorContext = 'default' | 'passwordChange';

export interface CatalogueEntry {
  key: ErrorKey;
  detailKey?: ErrorKey;
  /**
   * Show the server's details (or message) text when there is one; `key` otherwise. The server
   * writes in pt-BR only, so an English screen would read Portuguese: a code gets its own key
   * instead wherever one text can say what went wrong.
   */
  serverDetails?: true;
  /** The call may be retried once under a new idempotency key before anything is shown. */
  retryWithNewKey?: true;
  /** Per-context overrides. */
  contexts?: Partial<Record<ErrorContext, { key: ErrorKey; detailKey?: ErrorKey }>>;
}

export const ERROR_CATALOGUE: Readonly<Record<BankCodeValue, CatalogueEntry>> = {
  [BankCode.InvalidCredentials]: { key: 'error.invalidCredentials' },
  [BankCode.PasswordBlocked]: { key: 'error.passwordBlocked' },
  [BankCode.UserAlreadyExists]: { key: 'error.duplicateCpf' },
  [BankCode.ValidationErrors]: { key: 'error.validationErrors' },
  [BankCode.EmailInUse]: { key: 'error.duplicateEmail' },
  [BankCode.PhoneInUse]: { key: 'error.duplicatePhone' },
  [BankCode.ProfileChangeNotFound]: { key: 'error.profileChangeNotFound' },
  [BankCode.InvalidCpf]: { key: 'error.checkCpf' },
  [BankCode.PasswordChangeError]: { key: 'error.passwordChangeFailed', serverDetails: true },
  [BankCode.IncorrectPin]: {
    key: 'error.pinIncorrect',
    contexts: {
      passwordChange: { key: 'error.passwordChangeFailed', detailKey: 'error.currentPasswordInvalid' },
    },
  },
  [BankCode.IncorrectVerificationCode]: {
    key: 'error.passwordChangeFailed',
    detailKey: 'error.incorrectVerificationCode',
  },
  [BankCode.ResendTooSoon]: { key: 'error.waitAndTry' },
  [BankCode.InvalidAreaCode]: { key: 'error.invalidDdd' },
  [BankCode.InvalidExpirationDate]: { key: 'error.invalidExpiryDate' },
  [BankCode.InsufficientBalance]: { key: 'error.amountOutOfBound' },
  [BankCode.PixKeyNotFound]: { key: 'error.pixKeyNotFound' },
  [BankCode.NoKeyForParameters]: { key: 'error.noKeyFound' },
  [BankCode.IncorrectToken]: { key: 'error.incorrectToken' },
  [BankCode.DuplicateIdempotencyKey]: { key: 'error.tryAgainLater', retryWithNewKey: true },
  [BankCode.NewDeviceLogin]: { key: 'error.newDeviceLogin' },
  [BankCode.AccountAlreadyExists]: { key: 'error.accountAlreadyExists' },
  [BankCode.WaitlistEntryExists]: { key: 'error.waitlistEntryExists' },
  [BankCode.VacancyExists]: { key: 'error.vacancyExists' },
  [BankCode.WaitlistNotFound]: { key: 'error.waitlistNotFound' },
  [BankCode.WaitlistApproved]: { key: 'error.waitlistApproved' },
  [BankCode.CardBlockError]: { key: 'error.cardBlockError' },
  [BankCode.CardAlreadyBlocked]: { key: 'error.cardAlreadyBlocked' },
  [BankCode.CardNotFound]: { key: 'error.cardNotFound' },
  [BankCode.CardsUnavailable]: { key: 'error.cardsUnavailable' },
  [BankCode.InvalidCardData]: { key: 'error.invalidCardData' },
  [BankCode.VirtualCardLimit]: { key: 'error.virtualCardLimit' },
  [BankCode.CardPurchaseRefused]: { key: 'error.cardPurchaseRefused' },
  [BankCode.CardPurchaseNotFound]: { key: 'error.cardPurchaseNotFound' },
  [BankCode.QrPaymentUnreadable]: { key: 'error.qrPaymentUnreadable' },
  [BankCode.QrPaymentExpired]: { key: 'error.qrPaymentExpired' },
  [BankCode.QrPaymentAlreadyPaid]: { key: 'error.qrPaymentAlreadyPaid' },
  [BankCode.QrPaymentAmountChanged]: { key: 'error.qrPaymentAmountChanged' },
  [BankCode.QrPaymentReturnRefused]: { key: 'error.qrPaymentReturnRefused' },
  [BankCode.QrPaymentNotFound]: { key: 'error.qrPaymentNotFound' },
  [BankCode.PinBlocked]: { key: 'error.pinBlocked' },
  [BankCode.InvalidRequest]: { key: 'error.invalidRequest' },
  [BankCode.SessionExpired]: { key: 'error.sessionExpired' },
  [BankCode.AccountNotFound]: { key: 'error.accountNotFound' },
  [BankCode.CepNotFound]: { key: 'error.cepNotFound' },
  [BankCode.TransactionNotFound]: { key: 'error.transactionNotFound' },
  [BankCode.SameAccountTransfer]: { key: 'error.sameAccountTransfer' },
  [BankCode.PathNotFound]: { key: 'error.pathNotFound' },
  [BankCode.CustomerNotFound]: { key: 'error.customerNotFound' },
  [BankCode.PixKeyAlreadyRegistered]: { key: 'error.pixKeyAlreadyRegistered' },
  [BankCode.PixKeyLimitReached]: { key: 'error.pixKeyLimitReached' },
  [BankCode.InvalidPixQrCode]: { key: 'error.invalidPixQrCode' },
  [BankCode.PixHolderMismatch]: { key: 'error.pixHolderMismatch' },
  [BankCode.PixReturnExceedsAmount]: { key: 'error.pixReturnExceedsAmount' },
  [BankCode.PixNotReturnable]: { key: 'error.pixNotReturnable' },
  [BankCode.PixLimitExceeded]: { key: 'error.pixLimitExceeded' },
  [BankCode.PixChargeExpired]: { key: 'error.pixChargeExpired' },
  [BankCode.PixChargeAlreadyPaid]: { key: 'error.pixChargeAlreadyPaid' },
  [BankCode.PixScheduleNotFound]: { key: 'error.pixScheduleNotFound' },
  [BankCode.PixClaimRefused]: { key: 'error.pixClaimRefused' },
  [BankCode.PixClaimNotFound]: { key: 'error.pixClaimNotFound' },
  [BankCode.PixClaimWrongState]: { key: 'error.pixClaimWrongState' },
  [BankCode.PixKeyLookupLimited]: { key: 'error.pixKeyLookupLimited' },
  [BankCode.PixWithdrawRefused]: { key: 'error.pixWithdrawRefused' },
  [BankCode.ImageFormatRefused]: { key: 'error.imageFormatRefused' },
  [BankCode.ImageTooLarge]: { key: 'error.imageTooLarge' },
  [BankCode.BoletoUnreadable]: { key: 'error.boletoUnreadable' },
  [BankCode.BoletoAlreadyPaid]: { key: 'error.boletoAlreadyPaid' },
  [BankCode.BoletoNotPayable]: { key: 'error.boletoNotPayable' },
  [BankCode.BoletoAmountRefused]: { key: 'error.boletoAmountRefused' },
  [BankCode.DepositBoletoLimit]: { key: 'error.depositBoletoLimit' },
  [BankCode.BoletoScheduleDateRefused]: { key: 'error.boletoScheduleDateRefused' },
  [BankCode.BoletoNotFound]: { key: 'error.boletoNotFound' },
  [BankCode.BoletoScheduleNotFound]: { key: 'error.boletoScheduleNotFound' },
  [BankCode.DepositBoletoNotFound]: { key: 'error.depositBoletoNotFound' },
  [BankCode.RechargeRefused]: { key: 'error.rechargeRefused' },
  [BankCode.RechargeNumberInvalid]: { key: 'error.rechargeNumberInvalid' },
  [BankCode.AtmCodeExpired]: { key: 'error.atmCodeExpired' },
  [BankCode.AtmCodeUsed]: { key: 'error.atmCodeUsed' },
  [BankCode.AtmAmountRefused]: { key: 'error.atmAmountRefused' },
  [BankCode.AtmCodeNotFound]: { key: 'error.atmCodeNotFound' },
  [BankCode.IncorrectDetails]: { key: 'error.incorrectDetails' },
  [BankCode.TedOutsideWindow]: { key: 'error.tedOutsideWindow' },
  [BankCode.TedScheduleDateRefused]: { key: 'error.tedScheduleDateRefused' },
  [BankCode.TedScheduleNotFound]: { key: 'error.tedScheduleNotFound' },
  [BankCode.DeviceNotFound]: { key: 'error.deviceNotFound' },
  [BankCode.ContactLimitReached]: { key: 'error.contactLimitReached' },
  [BankCode.PixPayloadUnavailable]: { key: 'error.pixPayloadUnavailable' },
  [BankCode.ContactNotFound]: { key: 'error.contactNotFound' },
  [BankCode.FinancingContractingNotFound]: { key: 'error.financingContractingNotFound' },
  [BankCode.FinancingContractNotFound]: { key: 'error.financingContractNotFound' },
  [BankCode.FinancingWrongStatus]: { key: 'error.financingNotAwaitingDownPayment' },
  [BankCode.AccountBlocked]: { key: 'error.accountBlocked' },
  [BankCode.AccountClosed]: { key: 'error.accountClosed' },
  [BankCode.AccountNotClosable]: { key: 'error.accountNotClosable' },
  [BankCode.FaceNotMatched]: { key: 'error.faceNotMatched' },
  [BankCode.UnblockNotAllowed]: { key: 'error.unblockNotAllowed' },
  [BankCode.FgtsNotRegistered]: { key: 'error.fgtsNotRegistered' },
  [BankCode.FgtsBalanceRefused]: { key: 'error.fgtsBalanceRefused' },
  [BankCode.FgtsAnniversaryTooClose]: { key: 'error.fgtsAnniversaryTooClose' },
  [BankCode.FgtsOperatorFailure]: { key: 'error.fgtsOperatorFailure' },
  [BankCode.FgtsAmountRefused]: { key: 'error.fgtsAmountRefused' },
  [BankCode.FgtsContractOpen]: { key: 'error.fgtsContractOpen' },
  [BankCode.FgtsNotFound]: { key: 'error.fgtsNotFound' },
  [BankCode.FgtsRateAboveCap]: { key: 'error.fgtsRateAboveCap' },
  [BankCode.FgtsWithdrawalClosed]: { key: 'error.fgtsWithdrawalClosed' },
  [BankCode.CpfIrregular]: { key: 'error.cpfIrregular' },
  [BankCode.PortabilityNotClt]: { key: 'error.portabilityNotClt' },
  [BankCode.PortabilityDuplicate]: { key: 'error.portabilityDuplicate' },
  [BankCode.PortabilityNotCancellable]: { key: 'error.portabilityNotCancellable' },
  [BankCode.PortabilityNotFound]: { key: 'error.portabilityNotFound' },
  [BankCode.PortabilityNotInForce]: { key: 'error.portabilityNotFound' },
  [BankCode.GiftCardCodeInvalid]: { key: 'error.giftCardCodeInvalid' },
  [BankCode.GiftCardLocked]: { key: 'error.giftCardLocked' },
  [BankCode.GiftCardHolderNotRegistered]: { key: 'error.giftCardHolderNotRegistered' },
  [BankCode.GiftCardNotFound]: { key: 'error.giftCardNotFound' },
  [BankCode.GiftCardPromotionUnavailable]: { key: 'error.giftCardPromotionUnavailable' },
  [BankCode.GiftCardHolderMismatch]: { key: 'error.giftCardHolderMismatch' },
  [BankCode.RewardsUnavailable]: { key: 'error.rewardsUnavailable' },
  [BankCode.RewardProgramClosed]: { key: 'error.rewardProgramClosed' },
  [BankCode.RewardCouponRefused]: { key: 'error.rewardCouponRefused' },
  [BankCode.RewardNotFound]: { key: 'error.rewardNotFound' },
  [BankCode.ProductUnavailable]: { key: 'error.productUnavailable' },
  [BankCode.EmailAlreadyConfirmed]: { key: 'error.emailAlreadyConfirmed' },
  [BankCode.IdentityCheckOff]: { key: 'error.identityCheckOff' },
  [BankCode.IdentityCheckRequired]: { key: 'error.identityCheckRequired' },
  [BankCode.InternalError]: { key: 'error.technicalIssue' },
};

export function catalogueEntry(code: unknown): CatalogueEntry | undefined {
  return isBankCode(code) ? ERROR_CATALOGUE[code] : undefined;
}

/**
 * The message for a code alone (no server text at hand): the catalogue's key for a known code,
 * in the given context, and 'error.tryAgainLater' for an unmapped or missing code. Entries that
 * show server details give their key here.
 */
export function messageForCode(code: unknown, context: ErrorContext = 'default'): ErrorMessage {
  const entry = catalogueEntry(code);
  if (!entry) return { kind: 'key', key: 'error.tryAgainLater' };
  const chosen = entry.contexts?.[context] ?? entry;
  return chosen.detailKey === undefined
    ? { kind: 'key', key: chosen.key }
    : { kind: 'key', key: chosen.key, detailKey: chosen.detailKey };
}
