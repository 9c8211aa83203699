import { BankError } from '../../bank-errors.ts';

/** No contact with this id among the caller's own (another customer's is not found either). */
export const contactNotFound = () => new BankError('CONTACT_NOT_FOUND');
/** No key with this id on the contact (41167, the catalogue's code for it). */
export const contactKeyNotFound = () => new BankError('NO_KEY_FOR_PARAMETERS');
export const contactLimit = (details: string) => new BankError('CONTACT_LIMIT', { details });
export const invalidContact = (message: string) =>
  new BankError('VALIDATION', { message: `Dados inválidos: ${message}` });
