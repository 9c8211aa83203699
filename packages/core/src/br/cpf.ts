import { applyPattern, isRepeated, onlyDigits } from './digits.ts';

/**
 * CPF (Cadastro de Pessoas Físicas): 9 digits and 2 check digits, shown as 000.000.000-00.
 *
 * Validation modes:
 * - 'strict' (the default; the CPF text input and every server check): exactly 11 digits.
 * - 'lenient' (a field still being filled in): empty and fewer than 11 digits count as valid;
 *   a full 11 digits are checked as in strict mode.
 * In both, dots, dashes and surrounding spaces are ignored, any other character makes it invalid,
 * more than 11 digits are invalid, the ten repeated-digit values (000.000.000-00 ... 999.999.999-99)
 * are invalid, and both check digits must match.
 */
export type CpfMode = 'strict' | 'lenient';

export const CPF_LENGTH = 11;

/** Removes dots, dashes and whitespace: "123.456.789-09" -> "12345678909". */
export function stripCpf(text: string): string {
  return text.replace(/[.\-\s]/g, '');
}

/**
 * The two check digits for 9 base digits. Standard weights: 10 down to 2 for the first, 11 down
 * to 2 for the second (over the 9 digits and the first check digit); each digit is
 * 11 - (sum mod 11), and a result of 10 or 11 becomes 0.
 */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('a CPF base has 9 digits');
  const digit = (digits: string): number => {
    let total = 0;
    const weight = digits.length + 1;
    for (let i = 0; i < digits.length; i++) total += Number(digits[i]) * (weight - i);
    const result = 11 - (total % 11);
    return result >= 10 ? 0 : result;
  };
  const first = digit(base);
  const second = digit(`${base}${first}`);
  return `${first}${second}`;
}

export function isValidCpf(text: string, mode: CpfMode = 'strict'): boolean {
  const cpf = stripCpf(text);
  if (!/^\d*$/.test(cpf) || cpf.length > CPF_LENGTH) return false;
  if (cpf.length < CPF_LENGTH) return mode === 'lenient';
  if (isRepeated(cpf)) return false;
  return cpf.slice(9) === cpfCheckDigits(cpf.slice(0, 9));
}

/** Input mask and display: digits only, at most 11, laid over 000.000.000-00 as they come. */
export function formatCpf(text: string): string {
  return applyPattern(onlyDigits(text).slice(0, CPF_LENGTH), '000.000.000-00');
}

/**
 * Shows only the middle digits: "123.456.789-09" -> "***.456.789-**". Anything that is not 11
 * digits gives '' (nothing is revealed from a malformed value).
 */
export function maskCpf(text: string): string {
  const cpf = onlyDigits(text);
  if (cpf.length !== CPF_LENGTH) return '';
  return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
}

export interface ParsedCpf {
  /** Digits only, at most 11. */
  cpf: string;
  /** The same digits masked for display: 000.000.000-00. */
  displayCPF: string;
}

export function parseCpf(text: string): ParsedCpf {
  const cpf = onlyDigits(text).slice(0, CPF_LENGTH);
  return { cpf, displayCPF: formatCpf(cpf) };
}
