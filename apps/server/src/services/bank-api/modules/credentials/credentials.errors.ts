import { BankError } from '../../bank-errors.ts';

// Every refusal here keeps its work (the audit row, the code's try count): withTransaction commits it.

/** 23003: the code is wrong, expired, spent, or was never sent (an unknown CPF answers the same). */
export const wrongCode = () => new BankError('WRONG_CODE', { keep: true });
/** 10007 on a password change: 'password change failed' with 'current password invalid'. */
export const wrongCurrentPassword = () =>
  new BankError('WRONG_PIN', { message: 'Senha atual incorreta', keep: true });
/** 40022 with the rule that was broken in the details, which the app shows. */
export const passwordRefused = (details: string) =>
  new BankError('PASSWORD_CHANGE_REFUSED', { details, keep: true });
/** 46001: too soon after the last code, or too many codes or wrong tries in the hour. */
export const tryLater = (details: string) => new BankError('TRY_LATER', { details, keep: true });
export const pinRefused = (message: string) =>
  new BankError('VALIDATION', { message: `Dados inválidos: ${message}`, keep: true });
export const accountNotFound = () => new BankError('ACCOUNT_NOT_FOUND');
