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

/**
 * A rate or percentage as every screen writes it, in both languages (docs/decisions/0014): a comma
 * before the decimals, dots between thousands, `decimals` digits rounded half away from zero at that
 * place: 4.99 -> "4,99", 89.0113 -> "89,01", 1234.5 -> "1.234,50", -0.5 -> "-0,50". No % sign: the
 * message puts it where its language does.
 */
export function formatPercent(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${String(value)}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 6)
    throw new RangeError('decimals must be 0..6');
  const scale = 10 ** decimals;
  // The 1e-9 absorbs binary noise (1.005 is 1.00499999... in floating point).
  const scaled = Math.round(Math.abs(value) * scale * (1 + 1e-12) + 1e-9);
  const digits = String(scaled).padStart(decimals + 1, '0');
  const integer = groupThousands(digits.slice(0, digits.length - decimals));
  const fraction = decimals > 0 ? `,${digits.slice(-decimals)}` : '';
  return `${value < 0 && scaled > 0 ? '-' : ''}${integer}${fraction}`;
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

const ABBREVIATIONS = [
  { threshold: 1e9, suffix: 'B' },
  { threshold: 1e6, suffix: 'M' },
  { threshold: 1e3, suffix: 'K' },
] as const;

/**
 * Short form of a count or value: K from 1e3, M from 1e6, B from 1e9 (999 -> "999",
 * 1000 -> "1K", 1500 -> "1,5K", 2_340_000 -> "2,3M"). Decimals use a comma and are truncated, not
 * rounded, so 999_999 reads "999,9K" and never "1000K"; trailing zeros are dropped. Below 1000
 * the number is shown whole (truncated). Negative values keep their sign.
 */
export function abbreviateNumber(value: number, decimals = 1): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${String(value)}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 3) {
    throw new RangeError('decimals must be 0..3');
  }
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.trunc(Math.abs(value));
  for (const { threshold, suffix } of ABBREVIATIONS) {
    if (magnitude >= threshold) {
      const scale = 10 ** decimals;
      // Integer arithmetic: magnitude * scale / threshold is exact enough to truncate correctly.
      const scaled = Math.trunc((magnitude * scale) / threshold);
      const whole = Math.trunc(scaled / scale);
      const fraction = String(scaled % scale)
        .padStart(decimals, '0')
        .replace(/0+$/, '');
      return `${sign}${whole}${fraction ? `,${fraction}` : ''}${suffix}`;
    }
  }
  return magnitude === 0 ? '0' : `${sign}${magnitude}`;
}
