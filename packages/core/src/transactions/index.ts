export {
  isKnownTransactionType,
  TRANSACTION_GROUPS,
  TRANSACTION_TYPES,
  type TransactionGroup,
  TransactionType,
  transactionGroupOf,
  typesOfGroup,
} from './catalogue.ts';
export { asPaymentReason, PAYMENT_REASONS, type PaymentReason, paymentReasonOf } from './reasons.ts';
