import { BankError } from '../../bank-errors.ts';

export const insufficientBalance = () => new BankError('INSUFFICIENT_BALANCE');
/** A debit of an account that is not active (blocked 2 to 10, decision 0019). */
export const accountBlocked = () => new BankError('ACCOUNT_BLOCKED');
/** A movement touching a closed account (11). */
export const accountClosed = () => new BankError('ACCOUNT_CLOSED');

/** A programming error: the caller built a movement that cannot be posted. Never a customer's fault. */
export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerInvariantError';
  }
}
