/**
 * The transaction-type catalogue (wallet.md section 3, "Transaction-type code catalogue"): every
 * numeric type code a statement line or a receipt carries (idTipoTransacao), grouped as the spec
 * groups them. The app names, draws and filters a transaction by its code and group, never by the
 * bank's Portuguese description; an unknown code is 'other'. A new area adds its codes here, then its
 * words to the web app's transaction messages.
 *
 * The spec lists the groups but not the individual codes (except QR pay 4078); these are this bank's,
 * by family: 30/40 Pix (the spec's statement filter ids), 1xxx transfers, 2xxx cards, 3xxx TED and
 * salary, 4xxx boleto, 5xxx recharge, 6xxx financing (credit), 7xxx ATM, 8xxx the guaranteed-credit card.
 * Every type id the bank writes (its movement kinds) is here: the server's test checks it.
 */
export type TransactionGroup =
  | 'pix'
  | 'card'
  | 'boleto'
  | 'ted'
  | 'recharge'
  | 'atm'
  | 'tariffs'
  | 'credit'
  | 'qrPay'
  | 'other';

export const TRANSACTION_GROUPS: readonly TransactionGroup[] = [
  'pix',
  'card',
  'boleto',
  'ted',
  'recharge',
  'atm',
  'tariffs',
  'credit',
  'qrPay',
  'other',
];

/** The codes, by name. */
export const TransactionType = {
  PIX_RECEIVED: 30,
  PIX_SENT: 40,
  /** Between two accounts of this bank: grouped with TED as a transfer. */
  INTERNAL_TRANSFER: 1001,
  DEBIT_CARD_PURCHASE: 2001,
  CARD_PURCHASE_REVERSAL: 2002,
  /** A TED to another bank, and one the receiving bank gave back. */
  TED_SENT: 3001,
  TED_RECEIVED: 3002,
  TED_RETURNED: 3003,
  SALARY_CREDIT: 3101,
  BOLETO_PAYMENT: 4001,
  BOLETO_DEPOSIT: 4002,
  QR_PAYMENT: 4078,
  PHONE_RECHARGE: 5001,
  /** A recharge the operator refused, given back. */
  PHONE_RECHARGE_REFUND: 5002,
  /** Cash at an ATM of the shared network (with its fee). */
  ATM_WITHDRAWAL: 7001,
  FINANCING_DOWN_PAYMENT: 6001,
  FINANCING_DOWN_PAYMENT_REFUND: 6002,
  FINANCING_INSTALLMENT: 6003,
  /** An instalment paid twice (by a Pix code after it was paid), given back. */
  FINANCING_INSTALLMENT_REFUND: 6004,
  /** A purchase on the guaranteed-credit card. */
  CREDIT_CARD_PURCHASE: 2101,
  /** The card's guarantee invested in the CDB from the account, and part of it redeemed back. */
  CARD_GUARANTEE_INVESTMENT: 8001,
  CARD_GUARANTEE_REDEMPTION: 8002,
  /** A credit card invoice paid from the account or by Pix. */
  CARD_INVOICE_PAYMENT: 8003,
  /** Interest, IOF and late charges an unpaid invoice carried into the next. */
  CARD_INVOICE_CHARGES: 8004,
  /** A payment beyond what an invoice owed, given back to the account. */
  CARD_INVOICE_PAYMENT_REFUND: 8005,
  /** A boleto this bank issued for an invoice, paid from outside. */
  CARD_INVOICE_BOLETO_PAYMENT: 8006,
  /** The interest of an invoice instalment, charged when the invoice carrying it closes. */
  CARD_INVOICE_INSTALMENT_INTEREST: 8007,
  /** The IOF an invoice instalment plan finances (and the rare rounding centavo given back). */
  CARD_INVOICE_INSTALMENT_IOF: 8008,
  /** The guarantee's CDB income paid with a redemption, net of IOF and income tax. */
  CARD_GUARANTEE_INCOME: 8009,
  /** An invoice instalment plan paid off early, the interest not yet billed taken off. */
  CARD_INVOICE_INSTALMENT_PAYOFF: 8010,
  /** An FGTS anniversary-withdrawal advance credited to the account. */
  FGTS_ADVANCE: 9001,
  /** The FGTS operator's yearly payment of a pledged anniversary (the bank's side). */
  FGTS_ADVANCE_ANNIVERSARY: 9002,
  /** An FGTS advance withdrawn from within 7 days (CDC art. 49): the released amount paid back. */
  FGTS_ADVANCE_WITHDRAWAL: 9004,
  /** A gift card's code redeemed into the account from the gift-card treasury (reason 3062). */
  GIFT_CARD_CREDIT: 3062,
  /** A rewards programme's cashback, from the promotions account (decision 0030). */
  REWARD_CASHBACK: 9101,
  /** A programme's cashback taken back when the payment that earned it was returned. */
  REWARD_CASHBACK_REVERSAL: 9102,
  /** A recharge coupon's discount, credited back after the recharge it was used on. */
  REWARD_COUPON_DISCOUNT: 9103,
} as const;

export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

/** Every known code and its group. */
export const TRANSACTION_TYPES: Readonly<Record<number, TransactionGroup>> = {
  [TransactionType.PIX_RECEIVED]: 'pix',
  [TransactionType.PIX_SENT]: 'pix',
  [TransactionType.INTERNAL_TRANSFER]: 'ted',
  [TransactionType.DEBIT_CARD_PURCHASE]: 'card',
  [TransactionType.CARD_PURCHASE_REVERSAL]: 'card',
  [TransactionType.TED_SENT]: 'ted',
  [TransactionType.TED_RECEIVED]: 'ted',
  [TransactionType.TED_RETURNED]: 'ted',
  [TransactionType.SALARY_CREDIT]: 'ted',
  [TransactionType.BOLETO_PAYMENT]: 'boleto',
  [TransactionType.BOLETO_DEPOSIT]: 'boleto',
  [TransactionType.QR_PAYMENT]: 'qrPay',
  [TransactionType.PHONE_RECHARGE]: 'recharge',
  [TransactionType.PHONE_RECHARGE_REFUND]: 'recharge',
  [TransactionType.ATM_WITHDRAWAL]: 'atm',
  [TransactionType.FINANCING_DOWN_PAYMENT]: 'credit',
  [TransactionType.FINANCING_DOWN_PAYMENT_REFUND]: 'credit',
  [TransactionType.FINANCING_INSTALLMENT]: 'credit',
  [TransactionType.FINANCING_INSTALLMENT_REFUND]: 'credit',
  [TransactionType.CREDIT_CARD_PURCHASE]: 'card',
  [TransactionType.CARD_GUARANTEE_INVESTMENT]: 'card',
  [TransactionType.CARD_GUARANTEE_REDEMPTION]: 'card',
  [TransactionType.CARD_INVOICE_PAYMENT]: 'card',
  [TransactionType.CARD_INVOICE_CHARGES]: 'card',
  [TransactionType.CARD_INVOICE_PAYMENT_REFUND]: 'card',
  [TransactionType.CARD_INVOICE_BOLETO_PAYMENT]: 'card',
  [TransactionType.CARD_INVOICE_INSTALMENT_INTEREST]: 'card',
  [TransactionType.CARD_INVOICE_INSTALMENT_IOF]: 'card',
  [TransactionType.CARD_GUARANTEE_INCOME]: 'card',
  [TransactionType.CARD_INVOICE_INSTALMENT_PAYOFF]: 'card',
  [TransactionType.FGTS_ADVANCE]: 'credit',
  [TransactionType.FGTS_ADVANCE_ANNIVERSARY]: 'credit',
  [TransactionType.FGTS_ADVANCE_WITHDRAWAL]: 'credit',
  [TransactionType.GIFT_CARD_CREDIT]: 'other',
  [TransactionType.REWARD_CASHBACK]: 'other',
  [TransactionType.REWARD_CASHBACK_REVERSAL]: 'other',
  [TransactionType.REWARD_COUPON_DISCOUNT]: 'other',
};

export function isKnownTransactionType(code: number): boolean {
  return Object.hasOwn(TRANSACTION_TYPES, code);
}

/** The group of a code; an unknown code is 'other'. */
export function transactionGroupOf(code: number): TransactionGroup {
  return isKnownTransactionType(code) ? (TRANSACTION_TYPES[code] as TransactionGroup) : 'other';
}

/** The known codes of a group (none for 'other', which is every code not in the catalogue). */
export function typesOfGroup(group: TransactionGroup): number[] {
  return Object.entries(TRANSACTION_TYPES)
    .filter(([, g]) => g === group)
    .map(([code]) => Number(code));
}
