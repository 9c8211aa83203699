import { onlyDigits } from '../br/digits.ts';
import type { IsoDate } from '../calendar/index.ts';
import { readBankBarcode, readBankLine } from './bank-boleto.ts';
import type { BoletoReading } from './types.ts';
import { readUtilityBarcode, readUtilityLine } from './utility-boleto.ts';

export const BANK_BARCODE_LENGTH = 44;
export const BANK_LINE_LENGTH = 47;
export const UTILITY_LINE_LENGTH = 48;

/**
 * Reads what a customer typed, pasted or scanned: a 44-digit barcode (bank, or utility when it
 * starts with 8), a 47-digit bank line or a 48-digit utility line; dots, spaces and hyphens are
 * ignored. `reference` is the bank's today, to which the due-date factor is resolved.
 */
export function readBoleto(input: string, reference: IsoDate): BoletoReading {
  const digits = onlyDigits(input);
  if (digits.length === 0) return { ok: false, problem: { reason: 'empty' } };
  const utility = digits.startsWith('8');
  if (digits.length === BANK_BARCODE_LENGTH) {
    return utility ? readUtilityBarcode(digits) : readBankBarcode(digits, reference);
  }
  if (digits.length === BANK_LINE_LENGTH && !utility) return readBankLine(digits, reference);
  if (digits.length === UTILITY_LINE_LENGTH && utility) return readUtilityLine(digits);
  return { ok: false, problem: { reason: 'length', length: digits.length } };
}

/** How many digits a code starting with these ones needs as a typed line: 48 for utility, 47 for bank. */
export function expectedLineLength(digits: string): number {
  return digits.startsWith('8') ? UTILITY_LINE_LENGTH : BANK_LINE_LENGTH;
}
