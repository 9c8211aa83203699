import { CPF_LENGTH, type CpfMode, isValidCpf } from './cpf.ts';
import { applyPattern } from './digits.ts';

/**
 * CNPJ (Cadastro Nacional da Pessoa Jurídica): 12 base characters and 2 check digits, shown as
 * 00.000.000/0000-00.
 *
 * Since July 2026 new CNPJs may carry letters in the 12 base positions (Receita Federal, IN RFB
 * 2.229/2024); the check digits stay numeric. Every base character counts as its ASCII code minus
 * 48, so '0'-'9' count 0-9 and 'A'-'Z' count 17-42. The weights are the classic ones (5,4,3,2,9,
 * 8,7,6,5,4,3,2, then 6,5,4,3,2,9,8,7,6,5,4,3,2); a remainder of 0 or 1 gives 0, else 11 - r.
 * Purely numeric CNPJs validate exactly as before.
 */
export const CNPJ_LENGTH = 14;

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Removes dots, slashes, dashes and whitespace and upper-cases letters. */
export function stripCnpj(text: string): string {
  return text.replace(/[./\-\s]/g, '').toUpperCase();
}

function checkDigit(chars: string, weights: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < weights.length; i++) total += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const remainder = total % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The two check digits for 12 base characters (digits or upper-case letters). */
export function cnpjCheckDigits(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError('a CNPJ base has 12 digits or upper-case letters');
  const first = checkDigit(base, FIRST_WEIGHTS);
  const second = checkDigit(`${base}${first}`, SECOND_WEIGHTS);
  return `${first}${second}`;
}

/**
 * 14 characters after stripping punctuation: 12 digits or letters, then 2 digits, matching both
 * check digits. Fourteen equal characters ("00000000000000") are invalid. Letters in lower case
 * are accepted and read as upper case.
 */
export function isValidCnpj(text: string): boolean {
  const cnpj = stripCnpj(text);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return false;
  if ([...cnpj].every((ch) => ch === cnpj[0])) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/**
 * Input mask and display over 00.000.000/0000-00: keeps digits and letters (upper-cased) in the
 * 12 base positions and digits only in the 2 check positions, at most 14.
 */
export function formatCnpj(text: string): string {
  let chars = '';
  for (const ch of text.toUpperCase()) {
    if (chars.length >= CNPJ_LENGTH) break;
    if (/\d/.test(ch) || (chars.length < 12 && /[A-Z]/.test(ch))) chars += ch;
  }
  return applyPattern(chars, '00.000.000/0000-00');
}

/**
 * A tax id that is either a CPF or a CNPJ: after stripping punctuation, 11 characters or fewer
 * is checked as a CPF (with `cpfMode`, strict by default), longer as a CNPJ.
 */
export function isValidCpfOrCnpj(text: string, cpfMode: CpfMode = 'strict'): boolean {
  const stripped = stripCnpj(text);
  return stripped.length <= CPF_LENGTH ? isValidCpf(stripped, cpfMode) : isValidCnpj(stripped);
}
