import { centavos, formatBRL } from '@carteira/core/money';
import { BankError } from '../../bank-errors.ts';

export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
export const keyNotFound = () => new BankError('PIX_KEY_NOT_FOUND');
/** 41167: no key of this account matches what was asked (a delete of a key the account does not hold). */
export const noKeyForParameters = () => new BankError('NO_KEY_FOR_PARAMETERS');
export const keyTaken = () => new BankError('PIX_KEY_TAKEN');
export const keyLimit = () => new BankError('PIX_KEY_LIMIT');
/** Wrong, expired, used up or never sent; a wrong try keeps its count. */
export const tokenInvalid = (keep = false) => new BankError('PIX_TOKEN_INVALID', { keep });
export const sameAccount = () => new BankError('SAME_ACCOUNT');
export const qrInvalid = (details: string) => new BankError('PIX_QR_INVALID', { details });
export const invalidInput = (message: string) =>
  new BankError('VALIDATION', { message: `Dados inválidos: ${message}` });
export const destinationNotFound = (details = 'Conta de destino não encontrada') =>
  new BankError('ACCOUNT_NOT_FOUND', { details });
export const holderMismatch = () => new BankError('PIX_HOLDER_MISMATCH');
/** What is left to return, in centavos, goes in the details as reais. */
export const returnExceeds = (leftCentavos: number) =>
  new BankError('PIX_RETURN_EXCEEDS', {
    details: `Valor disponível para devolução: ${formatBRL(centavos(leftCentavos))}`,
  });
export const notReturnable = () => new BankError('PIX_NOT_RETURNABLE');
/** What is left of the limit, in centavos, goes in the details as reais. */
export const limitExceeded = (leftCentavos: number, nocturnal: boolean) =>
  new BankError('PIX_LIMIT_EXCEEDED', {
    details: `Limite ${nocturnal ? 'noturno' : 'diário'} disponível: ${formatBRL(centavos(leftCentavos))}`,
  });
export const chargeExpired = () => new BankError('PIX_CHARGE_EXPIRED');
export const chargePaid = () => new BankError('PIX_CHARGE_PAID');
export const chargeNotFound = () => new BankError('PIX_QR_INVALID', { details: 'Cobrança não encontrada' });
export const payloadUnavailable = () => new BankError('PIX_PAYLOAD_UNAVAILABLE');
export const scheduleNotFound = () => new BankError('PIX_SCHEDULE_NOT_FOUND');
export const claimRefused = (details: string) => new BankError('PIX_CLAIM_REFUSED', { details });
export const claimNotFound = () => new BankError('PIX_CLAIM_NOT_FOUND');
export const claimWrongState = (details: string) => new BankError('PIX_CLAIM_WRONG_STATE', { details });
export const lookupLimited = (waitSeconds: number) =>
  new BankError('PIX_LOOKUP_LIMITED', { details: `Tente novamente em ${waitSeconds} s` });
/** A key not found whose look-up cost is kept (the bucket's debit commits with the refusal). */
export const keyNotFoundKeepingCost = () => new BankError('PIX_KEY_NOT_FOUND', { keep: true });
export const withdrawRefused = (details: string) => new BankError('PIX_WITHDRAW_REFUSED', { details });
