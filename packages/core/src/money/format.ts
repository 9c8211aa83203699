import { type Centavos, centavos, isCentavos } from './centavos.ts';

/** Groups an unsigned digit string by thousands with dots: "1234567" -> "1.234.567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export interface AmountParts {
  /** '-' for a negative amount, '' otherwise. */
  sign: '' | '-';
  /** Whole reais, dot-grouped, without sign: "1.234". */
  integer: string;
  /** Always two digits: "56". */
  decimal: string;
}

/** 123456 -> { sign: '', integer: '1.234', decimal: '56' }. */
export function splitAmount(amount: Centavos): AmountParts {
  if (!isCentavos(amount)) throw new RangeError(`not centavos: ${String(amount)}`);
  const magnitude = String(Math.abs(amount)).padStart(3, '0');
  return {
    sign: amount < 0 ? '-' : '',
    integer: groupThousands(magnitude.slice(0, -2)),
    decimal: magnitude.slice(-2),
  };
}

/** 123456 -> "1.234,56"; -123456 -> "-1.234,56"; 5 -> "0,05". */
export function formatAmount(amount: Centavos): string {
  const { sign, integer, decimal } = splitAmount(amount);
  return `${sign}${integer},${decimal}`;
}

/**
 * 123456 -> "R$ 1.234,56"; -123456 -> "-R$ 1.234,56".
 *
 * The space after "R$" is a regular ASCII space (U+0020), not the no-break space (U+00A0) that
 * Intl.NumberFormat('pt-BR') emits, so that server texts, tests and copy-paste all see the same
 * characters. The UI keeps the symbol and the number together with CSS (white-space: nowrap).
 */
export function formatBRL(amount: Centavos): string {
  const { sign, integer, decimal } = splitAmount(amount);
  return `${sign}R$ ${integer},${decimal}`;
}

/** The longest typed amount (15 digits: R$ 9.999.999.999.999,99), safely under 2^53. */
export const MAX_INPUT_DIGITS = 15;

/**
 * The typed-amount mask: every digit typed shifts in from the right and the last two are the
 * centavos ("1" -> 1, "123" -> 123 = R$ 1,23, "R$ 1.234,56" -> 123456). Anything that is not a
 * digit is ignored, leading zeros vanish, an empty text is 0, and digits past `maxDigits`
 * (counted after the leading zeros) are ignored the way an input's maxLength ignores them.
 * Show the result with formatAmount / formatBRL.
 */
export function parseBRLInput(text: string, maxDigits: number = MAX_INPUT_DIGITS): Centavos {
  if (!Number.isInteger(maxDigits) || maxDigits < 1 || maxDigits > MAX_INPUT_DIGITS) {
    throw new RangeError(`maxDigits must be 1..${MAX_INPUT_DIGITS}`);
  }
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, maxDigits);
  return centavos(digits === '' ? 0 : Number(digits));
}
