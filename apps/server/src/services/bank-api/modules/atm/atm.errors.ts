import { BankError } from '../../bank-errors.ts';

export const codeNotFound = () => new BankError('ATM_CODE_NOT_FOUND');
export const codeExpired = () => new BankError('ATM_CODE_EXPIRED');
export const codeUsed = () => new BankError('ATM_CODE_USED');
export const amountRefused = (details: string) => new BankError('ATM_AMOUNT_REFUSED', { details });
export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
