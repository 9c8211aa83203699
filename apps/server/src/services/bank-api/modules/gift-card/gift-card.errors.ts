import { BankError } from '../../bank-errors.ts';

export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
/** A wrong, used or expired code: the attempt is kept (keep), nothing else moves. */
export const codeRefused = (details: string) =>
  new BankError('GIFT_CARD_CODE_INVALID', { details, keep: true });
export function redeemLocked(until: Date, now: Date): BankError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new BankError('GIFT_CARD_LOCKED', {
    details: `Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`,
    retryAfterSeconds: seconds,
  });
}
