import { BankError } from '../../bank-errors.ts';

/** Someone else's account answers exactly like one that does not exist. */
export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
export const customerNotFound = () => new BankError('CUSTOMER_NOT_FOUND');
export const transactionNotFound = () => new BankError('TRANSACTION_NOT_FOUND');
export const invalidPeriod = (text: string) =>
  new BankError('VALIDATION', { message: `Dados inválidos: ${text}`, details: text });
