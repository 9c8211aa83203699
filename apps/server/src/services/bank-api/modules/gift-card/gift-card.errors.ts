import { BankError } from '../../bank-errors.ts';

export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
/** A wrong, used or expired code: the attempt is kept (keep), nothing else moves. */
export const codeRefused = (details: string, keep = true) =>
  new BankError('GIFT_CARD_CODE_INVALID', { details, keep });
export function redeemLocked(until: Date, now: Date): BankError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new BankError('GIFT_CARD_LOCKED', {
    details: `Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`,
    retryAfterSeconds: seconds,
  });
}

export const holderNotRegistered = () => new BankError('GIFT_CARD_HOLDER_NOT_REGISTERED');
export const giftCardNotFound = () => new BankError('GIFT_CARD_NOT_FOUND');
export const promotionUnavailable = (details: string) =>
  new BankError('GIFT_CARD_PROMOTION_UNAVAILABLE', { details });
export const holderMismatch = (details: string) => new BankError('GIFT_CARD_HOLDER_MISMATCH', { details });
