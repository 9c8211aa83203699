import { applyPattern, onlyDigits } from './digits.ts';

/**
 * DDD (area code). A text shorter than 2 characters is valid (still being typed); otherwise it
 * must be digits only with a value from 11 to 99. The value is what counts, so the trunk-prefixed
 * form "011" that onboarding and gift-card calls send is valid too, while "10", "00" and "100" are not.
 */
export function isValidDdd(text: string): boolean {
  if (text.length < 2) return true;
  if (!/^\d+$/.test(text)) return false;
  const value = Number(text);
  return value >= 11 && value <= 99;
}

/** The national digits of a phone: digits only, leading trunk zeros dropped, at most 11. */
export function phoneDigits(text: string): string {
  return onlyDigits(text).replace(/^0+/, '').slice(0, 11);
}

/**
 * Input mask and display: "(11) 98765-4321". While fewer than 11 digits are typed the number part
 * is grouped 4-4 ("(11) 3456-7890"); the 11th digit switches it to 5-4. A leading trunk zero is
 * dropped ("011 9..." reads as "(11) 9...").
 */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text);
  if (digits.length <= 2) return applyPattern(digits, '(00');
  return applyPattern(digits, digits.length === 11 ? '(00) 00000-0000' : '(00) 0000-0000');
}

export interface ParsedPhone {
  /**
   * The 3-digit area part: the DDD with the trunk prefix 0 ("011"), as onboarding and gift-card
   * calls send it; '' when nothing was typed. The 2-digit DDD is `ddd.slice(1)`.
   */
  ddd: string;
  /** The rest, up to 9 digits: "987654321". */
  phoneNumber: string;
  /** "(11) 98765-4321". */
  formattedPhoneNumber: string;
}

export function parsePhone(text: string): ParsedPhone {
  const digits = phoneDigits(text);
  return {
    ddd: digits.length === 0 ? '' : `0${digits.slice(0, 2)}`,
    phoneNumber: digits.slice(2, 11),
    formattedPhoneNumber: formatPhone(digits),
  };
}

/**
 * A complete Brazilian mobile number: 11 national digits (a leading trunk 0 is allowed), a DDD
 * from 11 to 99, and a 9-digit subscriber number starting with 9.
 */
export function isValidMobilePhone(text: string): boolean {
  if (!/^[\d\s()+-]*$/.test(text)) return false;
  const digits = onlyDigits(text).replace(/^0/, '');
  return /^\d{2}9\d{8}$/.test(digits) && isValidDdd(digits.slice(0, 2));
}

/** How many trailing characters the cancel-account code's phone shows (wallet.md section 9). */
export const CANCEL_PHONE_MASK_LENGTH = 9;

/**
 * The phone the account-cancellation code went to, as a 9-character trailing mask (wallet.md section 9):
 * the number's last 9 characters, every one but the last 4 replaced by '*': "11987654321" ->
 * "*****4321". A number shorter than 9 digits is masked the same way over its own length.
 */
export function maskPhoneTail(text: string): string {
  const tail = phoneDigits(text).slice(-CANCEL_PHONE_MASK_LENGTH);
  const shown = Math.min(4, tail.length);
  return `${'*'.repeat(tail.length - shown)}${tail.slice(tail.length - shown)}`;
}
