import { BankError } from '../../bank-errors.ts';

export const wrongLogin = () => new BankError('WRONG_LOGIN');
/** Blocked until `until`: the minutes left are in the message and, for the app, in retryAfterSeconds. */
export function passwordBlocked(until: Date, now: Date): BankError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new BankError('PASSWORD_BLOCKED', {
    message: `Senha inválida. Sua senha foi bloqueada por ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`,
    details: "Tente novamente depois desse tempo ou use 'Esqueci minha senha'",
    retryAfterSeconds: seconds,
  });
}
/** Too many calls for one CPF (or one subject) in a short time: 429 / 46001. */
export const tryLater = (seconds: number) =>
  new BankError('TRY_LATER', { details: `Tente novamente em ${seconds} s`, retryAfterSeconds: seconds });
/** Both PIN refusals keep their work: the failure count must survive the refusal. */
export const wrongPin = () => new BankError('WRONG_PIN', { keep: true });
export const pinBlocked = () => new BankError('PIN_BLOCKED', { keep: true });
export const sessionExpired = () => new BankError('SESSION_EXPIRED');

/** Wrong tries in a row before a password or a PIN is blocked. */
export const MAX_FAILURES = 5;
/** 40191: the password was right, but every account of the customer is closed (the right try is settled). */
export const accountClosed = () => new BankError('ACCOUNT_CLOSED', { keep: true });
