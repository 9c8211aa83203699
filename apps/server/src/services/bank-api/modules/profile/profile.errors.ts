import { BankError } from '../../bank-errors.ts';

// A refusal after the PIN or a code was checked keeps that work (the count, the audit row): keep.

/** 40016: another customer has this e-mail (the answer names no one). */
export const emailInUse = () => new BankError('EMAIL_IN_USE', { keep: true });
/** 40017: another customer has this mobile phone (the answer names no one). */
export const phoneInUse = () => new BankError('PHONE_IN_USE', { keep: true });
/** 40408: no change with this key among the customer's own, or it expired, or its tries ran out. */
export const changeNotFound = () => new BankError('PROFILE_CHANGE_NOT_FOUND', { keep: true });
/** 40007 with the rule broken, which the app shows. */
export const changeRefused = (rule: string) =>
  new BankError('VALIDATION', { message: `Dados inválidos: ${rule}`, details: rule, keep: true });
/** 40007: the identity provider did not see a live face in the selfie (its message code in the details). */
export const faceNotConfirmed = (messageCode: number) =>
  new BankError('VALIDATION', {
    message: 'Dados inválidos: não confirmamos a selfie',
    details: `messageCode ${messageCode}`,
    keep: true,
  });
