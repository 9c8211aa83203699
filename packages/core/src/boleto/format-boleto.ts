import { applyPattern, onlyDigits } from '../br/digits.ts';

const BANK_LINE_PATTERN = '00000.00000 00000.000000 00000.000000 0 00000000000000';
const UTILITY_LINE_PATTERN = '00000000000-0 00000000000-0 00000000000-0 00000000000-0';

/**
 * The typing mask: a bank line as printed on the slip (5.5 5.6 5.6 1 14), a utility line as four
 * blocks of 11-1. Works on a partial input, so it serves as the input's mask; a 44-digit barcode
 * fits neither and is shown as typed.
 */
export function formatBoletoLine(input: string): string {
  const digits = onlyDigits(input);
  if (digits.length === 44) return digits;
  return applyPattern(digits, digits.startsWith('8') ? UTILITY_LINE_PATTERN : BANK_LINE_PATTERN);
}
