import { BankError } from '../../bank-errors.ts';

/** The spec's 'Incorrect Details': a bank code or ISPB not in the list, or an agency that bank lacks. */
export const incorrectDetails = (details: string) => new BankError('INCORRECT_DETAILS', { details });
