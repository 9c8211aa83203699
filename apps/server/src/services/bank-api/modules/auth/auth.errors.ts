import { BankError } from '../../bank-errors.ts';

export const wrongLogin = () => new BankError('WRONG_LOGIN');
export const passwordBlocked = () => new BankError('PASSWORD_BLOCKED');
/** Both PIN refusals keep their work: the failure count must survive the refusal. */
export const wrongPin = () => new BankError('WRONG_PIN', { keep: true });
export const pinBlocked = () => new BankError('PIN_BLOCKED', { keep: true });
export const sessionExpired = () => new BankError('SESSION_EXPIRED');

/** Wrong tries in a row before a password or a PIN is blocked. */
export const MAX_FAILURES = 5;
