import { BankError } from '../../bank-errors.ts';

export const cardNotFound = () => new BankError('CARD_NOT_FOUND');
/** No card processor wired (outside the sandbox, until a real one is): 'Cards currently unavailable'. */
export const cardsUnavailable = () => new BankError('CARDS_UNAVAILABLE');
/** 10018: the card cannot take this block or unblock from the state it is in. */
export const cardBlockError = (details?: string) =>
  new BankError('CARD_BLOCK_ERROR', details ? { details } : {});
/** 10021: a temporary block of a card already blocked. */
export const cardAlreadyBlocked = () => new BankError('CARD_ALREADY_BLOCKED');
/** 14007: the expiry typed does not match the card's. */
export const invalidExpiry = () => new BankError('INVALID_EXPIRY');
export const invalidCardData = () => new BankError('INVALID_CARD_DATA');
export const virtualCardLimit = () => new BankError('VIRTUAL_CARD_LIMIT');
export const purchaseRefused = () => new BankError('CARD_PURCHASE_REFUSED');
export const purchaseNotFound = () => new BankError('CARD_PURCHASE_NOT_FOUND');
export const duplicateAuthorisation = () =>
  new BankError('DUPLICATE_IDEMPOTENCY', {
    message: 'Autorização já usada em outra compra',
  });
export const invalidCardRequest = (message: string) =>
  new BankError('VALIDATION', { message: `Dados inválidos: ${message}` });
