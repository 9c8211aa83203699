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
