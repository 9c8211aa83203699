import { type Centavos, centavos } from '../money/index.ts';
import { onlyDigits } from './digits.ts';

/**
 * Monthly salary as typed: digits only, the last two are the centavos (like the typed-amount
 * mask of core/money), at most 10 digits (R$ 99.999.999,99).
 */
export const SALARY_MAX_DIGITS = 10;

/** The digits of a salary text, once an optional "R$", spaces, dots and commas are removed. */
function salaryDigits(text: string): string | null {
  const stripped = text.replace(/^\s*R\$/, '').replace(/[\s.,]/g, '');
  return /^\d*$/.test(stripped) ? stripped : null;
}

/**
 * Valid when the digits (raw, or as formatted by formatSalary, with or without "R$") are 1 to 10
 * digits, do not start with zero (so not all zeros either) and nothing else was typed.
 */
export function isValidSalary(text: string): boolean {
  const digits = salaryDigits(text);
  return digits !== null && /^[1-9]\d{0,9}$/.test(digits);
}

/**
 * Input mask and display: "123456" -> "1.234,56", "1" -> "0,01", "" -> "". Non-digits are ignored,
 * leading zeros dropped, and digits past the tenth ignored.
 */
export function formatSalary(text: string): string {
  const digits = onlyDigits(text).replace(/^0+/, '').slice(0, SALARY_MAX_DIGITS);
  if (digits === '' && !/\d/.test(text)) return '';
  const padded = digits.padStart(3, '0');
  const integer = padded.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${integer},${padded.slice(-2)}`;
}

/** The salary in centavos (the digits read as an integer), or null when it is not valid. */
export function salaryToCentavos(text: string): Centavos | null {
  if (!isValidSalary(text)) return null;
  return centavos(Number(salaryDigits(text)));
}
