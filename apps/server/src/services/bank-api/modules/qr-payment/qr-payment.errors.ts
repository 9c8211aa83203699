import { BankError } from '../../bank-errors.ts';

export const qrUnreadable = () => new BankError('QR_PAYMENT_UNREADABLE');
export const qrNotFound = () => new BankError('QR_PAYMENT_NOT_FOUND');
export const qrExpired = () => new BankError('QR_PAYMENT_EXPIRED');
export const qrAlreadyPaid = () => new BankError('QR_PAYMENT_ALREADY_PAID');
export const qrAmountChanged = (details: string) => new BankError('QR_PAYMENT_AMOUNT_CHANGED', { details });
export const qrReturnRefused = (details: string) => new BankError('QR_PAYMENT_RETURN_REFUSED', { details });
export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
export const qrUnavailable = () =>
  new BankError('INTERNAL', { details: 'Pagamento por QR code indisponível' });
