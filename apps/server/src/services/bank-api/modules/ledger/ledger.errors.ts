import { BankError } from '../../bank-errors.ts';

export const insufficientBalance = () => new BankError('INSUFFICIENT_BALANCE');

/** A programming error: the caller built a movement that cannot be posted. Never a customer's fault. */
export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerInvariantError';
  }
}
