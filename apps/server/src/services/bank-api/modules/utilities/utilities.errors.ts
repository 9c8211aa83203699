import { BankError } from '../../bank-errors.ts';

export const cepNotFound = () => new BankError('CEP_NOT_FOUND');
