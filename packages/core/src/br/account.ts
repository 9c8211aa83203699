import { onlyDigits } from './digits.ts';

/**
 * Bank account number: at most 8 digits, the last one being the check digit. Exactly 8 digits are
 * shown with a dash before the last ("12345678" -> "1234567-8"); shorter numbers are shown plain.
 */
export const ACCOUNT_NUMBER_MAX_LENGTH = 8;

/** Input mask and display. */
export function formatAccountNumber(text: string): string {
  const digits = onlyDigits(text).slice(0, ACCOUNT_NUMBER_MAX_LENGTH);
  return digits.length === ACCOUNT_NUMBER_MAX_LENGTH ? `${digits.slice(0, -1)}-${digits.slice(-1)}` : digits;
}

export interface ParsedAccountNumber {
  /** Digits only, at most 8. */
  accNumber: string;
  displayAccNumber: string;
}

export function parseAccountNumber(text: string): ParsedAccountNumber {
  const accNumber = onlyDigits(text).slice(0, ACCOUNT_NUMBER_MAX_LENGTH);
  return { accNumber, displayAccNumber: formatAccountNumber(accNumber) };
}

/**
 * This bank's account check digit (our choice; banks each have their own): modulo 11 over the 7 base
 * digits, weights 2..8 from the right; a result of 10 or 11 becomes 0.
 */
export function accountCheckDigit(base: string): string {
  if (!/^\d{7}$/.test(base)) throw new RangeError('account base must be 7 digits');
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(base[6 - i]) * (i + 2);
  const dv = 11 - (sum % 11);
  return String(dv >= 10 ? 0 : dv);
}

/** The 8-digit account number: the 7 base digits and their check digit. */
export function accountNumberOf(base: string): string {
  return `${base}${accountCheckDigit(base)}`;
}
