import { type Centavos, centavos } from '../money/index.ts';

/**
 * The BR Code transaction amount (ID 54): decimal reais with "." as the decimal mark, no
 * thousands separator, at most 13 characters (EMV QRCPS-MPM, BR Code manual table 1).
 */
export const BR_CODE_AMOUNT_MAX_LENGTH = 13;

/** The largest amount 13 characters can write with two decimals: 9999999999.99. */
export const BR_CODE_AMOUNT_MAX: Centavos = centavos(999_999_999_999);

/**
 * Integer centavos -> "10.50": always two decimals, no separators. Throws a RangeError for a
 * negative amount or one past BR_CODE_AMOUNT_MAX.
 */
export function formatBrCodeAmount(amount: Centavos): string {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > BR_CODE_AMOUNT_MAX) {
    throw new RangeError(`a BR Code amount is 0..${BR_CODE_AMOUNT_MAX} centavos, got ${String(amount)}`);
  }
  const text = String(amount).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/**
 * "10.50" -> 1050 centavos, exactly (string arithmetic, no floats). Accepted as the EMV table
 * allows: digits, optionally a "." and up to two decimals, the "." allowed with no decimals
 * ("98." and "98" both read 9800), at most 13 characters. Returns null for anything else: an
 * empty value, a sign, a comma, spaces, an exponent, three decimals, leading "." (".5").
 */
export function parseBrCodeAmount(text: string): Centavos | null {
  if (text.length === 0 || text.length > BR_CODE_AMOUNT_MAX_LENGTH) return null;
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return centavos(Number(whole) * 100 + Number(fraction));
}
