/**
 * Backend error codes: the catalogue of cross-cutting.md section 8 and the codes our bank adds
 * (docs/bank-api.md). The server raises these; the apps map them to message keys (catalogue.ts).
 */
export const BankCode = {
  // cross-cutting.md section 8
  /** Wrong CPF or password (also for an unknown CPF). */
  InvalidCredentials: 47029,
  /** Password blocked after 5 wrong tries in a row (and while blocked). */
  PasswordBlocked: 47028,
  UserAlreadyExists: 11026,
  ValidationErrors: 40007,
  EmailInUse: 40016,
  InvalidCpf: 40011,
  PasswordChangeError: 40022,
  /** Wrong PIN, or the current password is wrong on a password change. */
  IncorrectPin: 10007,
  IncorrectVerificationCode: 23003,
  /** A code was re-sent less than a minute after the previous one. */
  ResendTooSoon: 46001,
  InvalidAreaCode: 40050,
  InvalidExpirationDate: 14007,
  InsufficientBalance: 17000,
  PixKeyNotFound: 40013,
  NoKeyForParameters: 41167,
  IncorrectToken: 11012,
  /** The same idempotency key with a different body: retry once under a new key. */
  DuplicateIdempotencyKey: 40044,
  NewDeviceLogin: 40123,
  AccountAlreadyExists: 62000,
  WaitlistEntryExists: 62001,
  VacancyExists: 62002,
  WaitlistNotFound: 62003,
  WaitlistApproved: 62004,
  CardBlockError: 10018,
  CardAlreadyBlocked: 10021,
  // docs/bank-api.md
  /** PIN blocked after 5 wrong tries. */
  PinBlocked: 10008,
  /** The gateway's one generic refusal of an envelope (HTTP 400). */
  InvalidRequest: 40000,
  /** Token missing, expired or revoked (HTTP 401): clear it and go to /newLogin. */
  SessionExpired: 40100,
  AccountNotFound: 40401,
  CepNotFound: 40402,
  TransactionNotFound: 40403,
  /** A transfer to the same account it leaves from. */
  SameAccountTransfer: 40010,
  /** No such bank path or HTTP route. */
  PathNotFound: 40400,
  /** Customer not found (or not the session's). */
  CustomerNotFound: 40404,
  /** The Pix key is already in the directory (this or another account). */
  PixKeyAlreadyRegistered: 40070,
  /** The account already holds the most Pix keys it may (5). */
  PixKeyLimitReached: 40071,
  /** A Pix QR code that cannot be read: no Pix marker, a bad CRC, or a malformed or unsupported code. */
  InvalidPixQrCode: 40072,
  /** A Pix by agency and account whose CPF or CNPJ is not the destination account holder's. */
  PixHolderMismatch: 40073,
  /** A Pix return above what is left of the amount received. */
  PixReturnExceedsAmount: 40074,
  /** A Pix return of a transaction that is not a Pix this customer received (or older than 90 days). */
  PixNotReturnable: 40075,
  /** A Pix payment above the account's daily or nocturnal Pix limit. */
  PixLimitExceeded: 40076,
  /** A dynamic Pix code (charge) past its expiry. */
  PixChargeExpired: 40077,
  /** A dynamic Pix code (charge) already paid. */
  PixChargeAlreadyPaid: 40078,
  /** A Pix schedule that does not exist, is not the customer's, or can no longer change. */
  PixScheduleNotFound: 40079,
  /** A Pix key claim refused (a random key, the customer's own key, a claim already open, a wrong type). */
  PixClaimRefused: 40080,
  /** A Pix key claim that does not exist or that this customer is not a party to. */
  PixClaimNotFound: 40081,
  /** A Pix key claim step not allowed in its state (or before its deadline). */
  PixClaimWrongState: 40082,
  /** Too many Pix key look-ups: wait and try again (HTTP 429). */
  PixKeyLookupLimited: 40083,
  /** A Pix Saque or Troco refused: amounts, agent or withdrawal point not valid. */
  PixWithdrawRefused: 40084,
  /** The customer already has the most contacts, or the contact the most keys, allowed. */
  ContactLimitReached: 40085,
  /** A dynamic Pix code of another institution whose payload could not be loaded from its location now. */
  PixPayloadUnavailable: 40086,
  /** An uploaded image that is not a JPEG or PNG by its first bytes (a GIF renamed .jpg, say). */
  ImageFormatRefused: 40030,
  /** An uploaded image over 2 MB. */
  ImageTooLarge: 40031,
  /** No contact with this id among the customer's own. */
  ContactNotFound: 40405,
  /** No smartphone-financing contracting with this key for the session's customer. */
  FinancingContractingNotFound: 40480,
  /** No financing contract with this id on this account. */
  FinancingContractNotFound: 40481,
  /** The financing contracting is not waiting for its down payment (HTTP 409). */
  FinancingWrongStatus: 40980,
  /** No card with this key among the customer's own (or a deleted virtual card). */
  CardNotFound: 40406,
  /** The card processor cannot be reached: 'Cards currently unavailable' (HTTP 503). */
  CardsUnavailable: 40090,
  /** The CVV does not match the card's (the arrival unblock). */
  InvalidCardData: 40091,
  /** The customer already has the one virtual card allowed. */
  VirtualCardLimit: 40092,
  /** A purchase refused by the issuer: the card is blocked or cancelled. */
  CardPurchaseRefused: 40093,
  /** No purchase with this authorisation id, or it cannot take this step (HTTP 404 / 409). */
  CardPurchaseNotFound: 40407,
  /** A text that is not a QR code of the bank's own QR payment scheme (dimo:pay/...). */
  QrPaymentUnreadable: 40170,
  /** A QR payment code past its expiry: the partner's time-out (the shopper asks for a new code). */
  QrPaymentExpired: 40171,
  /** A QR payment code already paid (HTTP 409). */
  QrPaymentAlreadyPaid: 40172,
  /** A QR payment whose amount is not the one the code asks for (the review is stale). */
  QrPaymentAmountChanged: 40173,
  /** A partner QR link's return or abort address off the allow-list: the app sends no one there. */
  QrPaymentReturnRefused: 40174,
  /** No QR payment code with this id (or its merchant left the scheme). */
  QrPaymentNotFound: 40470,
  /** A boleto code that cannot be read: wrong length, or a check digit wrong (the details name the field). */
  BoletoUnreadable: 40140,
  /** A boleto already paid (at this bank or, per the clearing house, elsewhere) (HTTP 409). */
  BoletoAlreadyPaid: 40141,
  /** A boleto past its payment limit, or a date outside what it allows. */
  BoletoNotPayable: 40142,
  /** An amount the boleto does not accept (fixed amount, or outside its minimum and maximum). */
  BoletoAmountRefused: 40143,
  /** Deposit boletos above the day's limit (operation 3001). */
  DepositBoletoLimit: 40144,
  /** A boleto schedule date that is not a working day from today on, or past the window. */
  BoletoScheduleDateRefused: 40145,
  /** No boleto registered with this code at the clearing house. */
  BoletoNotFound: 40440,
  /** No boleto schedule with this id that can still change. */
  BoletoScheduleNotFound: 40441,
  /** No deposit boleto with this id on the account, or it can no longer be cancelled. */
  DepositBoletoNotFound: 40442,
  /** A recharge the operator does not offer: no such operator for the DDD, or an amount not on its list. */
  RechargeRefused: 40150,
  /** A mobile number to recharge that is not 9 digits starting with 9. */
  RechargeNumberInvalid: 40154,
  /** An ATM withdrawal code past its expiry: the customer asks the ATM for a new one. */
  AtmCodeExpired: 40151,
  /** An ATM withdrawal code already used for a withdrawal (HTTP 409). */
  AtmCodeUsed: 40152,
  /** An ATM withdrawal amount outside the bank's rules (multiples of R$ 10, R$ 20 to R$ 1.000). */
  AtmAmountRefused: 40153,
  /** An ATM withdrawal code the ATM network does not know. */
  AtmCodeNotFound: 40450,
  /** 'Incorrect Details': a bank code or ISPB the bank list does not hold, or an agency that bank does not have. */
  IncorrectDetails: 40160,
  /** A TED asked outside the TED window (working days 06:30-17:00): the details name the next day it can go. */
  TedOutsideWindow: 40161,
  /** A TED schedule date that is not a working day from today on (or today after the window closed). */
  TedScheduleDateRefused: 40162,
  /** No TED schedule with this id on the account that can still change. */
  TedScheduleNotFound: 40460,
  /**
   * No trusted device with this key among the customer's own (or it was removed): the devices' own
   * not-found code (decision 0033; before it they borrowed 40460, the TED schedule's).
   */
  DeviceNotFound: 40250,
  /** A mobile phone another customer has: the change is refused, naming no one. */
  PhoneInUse: 40017,
  /** No profile change with this key among the customer's own, or it expired or was applied. */
  ProfileChangeNotFound: 40408,
  /** The account is blocked (idStatusConta 2 to 10): it cannot move money (HTTP 403). */
  AccountBlocked: 40190,
  /** The account is closed (idStatusConta 11): no login, no movement (HTTP 403). */
  AccountClosed: 40191,
  /** The account cannot be closed yet: the details name what is still open (HTTP 409). */
  AccountNotClosable: 40192,
  /** The selfie did not pass the identity provider's face check: the account stays blocked. */
  FaceNotMatched: 40193,
  /** The account's block is not one the customer may lift by face (judicial, fraud, ...) (HTTP 403). */
  UnblockNotAllowed: 40194,
  /** FGTS: the worker has not opted in to the anniversary withdrawal or not authorised this bank at the operator. */
  FgtsNotRegistered: 40200,
  /** FGTS: the balance is outside R$ 50 to R$ 50.000, or too small for an instalment of R$ 100. */
  FgtsBalanceRefused: 40201,
  /** FGTS: the anniversary withdrawal is too close (already in payment at the operator). */
  FgtsAnniversaryTooClose: 40202,
  /** FGTS: the operator (Caixa) did not answer or refused the pledge (HTTP 502). */
  FgtsOperatorFailure: 40203,
  /** FGTS: the requested amount is outside what the advance can release. */
  FgtsAmountRefused: 40204,
  /** FGTS: an advance is already running; one operation at a time (HTTP 409). */
  FgtsContractOpen: 40205,
  /** FGTS: no such proposal, face check or contract among the customer's own (HTTP 404). */
  FgtsNotFound: 40206,
  /** FGTS: the bank's rate is not under the cap (Resolução CCFGTS 958/2020 art. 5): no advance offered (HTTP 422). */
  FgtsRateAboveCap: 40270,
  /** FGTS: the contract can no longer be withdrawn from (the 7 days of CDC art. 49 are over, or it is settled) (HTTP 409). */
  FgtsWithdrawalClosed: 40271,
  /** The CPF is not regular at the Receita Federal (suspended, cancelled, ...): no account opens (HTTP 422). */
  CpfIrregular: 40195,
  /** Salary portability asked for a job that is not under CLT (Res. CMN 5.058/2022: salaries of a conta-salário). */
  PortabilityNotClt: 40220,
  /** A salary portability from this employer is already open or in force on the account. */
  PortabilityDuplicate: 40221,
  /** The portability can no longer be cancelled (already cancelled or refused). */
  PortabilityNotCancellable: 40222,
  /** No salary portability with this key among the customer's own. */
  PortabilityNotFound: 40461,
  /** A salary sent on under a portability that is not in force. */
  PortabilityNotInForce: 40223,
  /** A gift card code that does not exist, was already redeemed or expired: nothing moved. */
  GiftCardCodeInvalid: 40230,
  /** Too many wrong gift card codes in a short time: redeeming is locked for a while (HTTP 423). */
  GiftCardLocked: 40231,
  /** Gift card: a holder's call before the customer registered as a gift-card holder (HTTP 409). */
  GiftCardHolderNotRegistered: 40272,
  /** Gift card: no such card or holder among the customer's own (HTTP 404). */
  GiftCardNotFound: 40273,
  /** Gift card: no promotion on this phone for the customer: none, already issued, declined or ended (HTTP 409). */
  GiftCardPromotionUnavailable: 40274,
  /** Gift card: the registration's name, birth date or phone are not the customer's own (HTTP 400). */
  GiftCardHolderMismatch: 40275,
  /** Rewards and gamification are off for this customer (the gamification feature flag) (HTTP 403). */
  RewardsUnavailable: 40240,
  /** The programme is finished: completed, ended, or its draw already held (HTTP 409). */
  RewardProgramClosed: 40241,
  /** The coupon cannot do that now: already revealed, already redeemed, used, cancelled or expired (HTTP 409). */
  RewardCouponRefused: 40242,
  /** No such programme, coupon or draw among the customer's own (HTTP 404). */
  RewardNotFound: 40490,
  /**
   * A product its feature flag keeps off for this customer: a new credit card contract or a new
   * smartphone financing (HTTP 403). What the customer already holds keeps working.
   */
  ProductUnavailable: 40290,
  /** The e-mail given at opening is already confirmed: no code to send (HTTP 409). */
  EmailAlreadyConfirmed: 40280,
  /**
   * Account opening's identity check (CAF) is off for this applicant (the CAF or CAF_VALIDATION feature
   * flag): no identity-check credentials, no selfie with an identity-check token (HTTP 403).
   */
  IdentityCheckOff: 40310,
  /** The identity check is on for this applicant: the selfie goes only with its identity-check token (HTTP 400). */
  IdentityCheckRequired: 40311,
  InternalError: 50000,
} as const;

export type BankCodeName = keyof typeof BankCode;
export type BankCodeValue = (typeof BankCode)[BankCodeName];

const KNOWN = new Set<number>(Object.values(BankCode));

export function isBankCode(code: unknown): code is BankCodeValue {
  return typeof code === 'number' && KNOWN.has(code);
}
