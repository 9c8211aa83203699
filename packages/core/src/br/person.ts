/**
 * A person's name as typed: letters (accented letters and other scripts included, with their
 * combining marks) separated by spaces. No digits and no special characters, so apostrophes,
 * hyphens and dots are refused too. Surrounding spaces are ignored; empty is invalid.
 */
export function isValidName(text: string): boolean {
  const name = text.trim();
  return name.length > 0 && /^[\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+)*$/u.test(name);
}

export const PIN_LENGTH = 4;

/** A PIN being typed: digits only, at most 4; empty is valid. */
export function isValidPin(text: string): boolean {
  return /^\d{0,4}$/.test(text);
}

/** A PIN ready to submit: exactly 4 digits (fewer gives the 'enter complete pin' message). */
export function isCompletePin(text: string): boolean {
  return /^\d{4}$/.test(text);
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** The password input mask: whitespace removed, limited to 16 characters (code points). */
export function normalizePassword(text: string): string {
  return [...text.replace(/\s/g, '')].slice(0, PASSWORD_MAX_LENGTH).join('');
}

/** 8 to 16 characters once whitespace is removed (17 or more is invalid, not cut). */
export function isValidPassword(text: string): boolean {
  const length = [...text.replace(/\s/g, '')].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}
