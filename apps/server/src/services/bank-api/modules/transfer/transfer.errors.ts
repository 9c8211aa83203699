import { BankError } from '../../bank-errors.ts';

export const sameAccount = () => new BankError('SAME_ACCOUNT');
export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
export const destinationNotFound = () =>
  new BankError('ACCOUNT_NOT_FOUND', { details: 'Conta de destino não encontrada' });
