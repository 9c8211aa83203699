import { applyPattern, onlyDigits } from './digits.ts';

/** CEP (postal code): 8 digits, shown as 00000-000. */
export const CEP_LENGTH = 8;

/** Exactly 8 digits, written plain ("01310100") or with its hyphen ("01310-100"). */
export function isValidCep(text: string): boolean {
  return /^\d{5}-?\d{3}$/.test(text.trim());
}

/** Input mask and display: digits only, at most 8, over 00000-000 ("013101" -> "01310-1"). */
export function formatCep(text: string): string {
  return applyPattern(onlyDigits(text).slice(0, CEP_LENGTH), '00000-000');
}

export interface ParsedCep {
  /** Digits only, at most 8. */
  cep: string;
  /** For display: 00000-000. */
  cepDisp: string;
}

export function parseCep(text: string): ParsedCep {
  const cep = onlyDigits(text).slice(0, CEP_LENGTH);
  return { cep, cepDisp: formatCep(cep) };
}
