import { type Centavos, centavos } from './centavos.ts';

/**
 * Decimal reais appear only on the wire (`valor: 12.34`); these two functions are the boundary.
 *
 * A JavaScript number carries a decimal amount exactly only while the gap between neighbouring
 * doubles is under one centavo: below 2^46 reais (about 70 trillion). Past that a number cannot
 * say which centavo it means, so both directions refuse it. Strings have no such limit and are
 * accepted up to the safe-integer range of centavos.
 */
export const MAX_WIRE_REAIS = 2 ** 46;
const MAX_WIRE_CENTAVOS = MAX_WIRE_REAIS * 100;

const DECIMAL_REAIS = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Wire reais -> centavos, exactly. Accepts a number (12.34) or a decimal string ("12.34", "-0.5",
 * "+7"), with at most two decimal places. Throws a RangeError on NaN, infinities, more than two
 * decimals (0.1 + 0.2 is 0.30000000000000004 and is refused), exponents in strings, empty or
 * padded strings, thousands separators, and amounts beyond the safe range.
 */
export function fromReais(value: number | string): Centavos {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`reais must be finite, got ${String(value)}`);
    if (Math.abs(value) >= MAX_WIRE_REAIS) {
      throw new RangeError(`reais beyond ${MAX_WIRE_REAIS} cannot be carried exactly by a number`);
    }
    // The shortest text that round-trips the double: "12.34" for 12.34, "1e-7" for 1e-7
    // (refused below: an exponent only appears here for amounts smaller than a centavo).
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    throw new TypeError(`reais must be a number or a string, got ${typeof value}`);
  }
  const match = DECIMAL_REAIS.exec(text);
  if (!match) throw new RangeError(`not an amount in reais with at most 2 decimals: ${JSON.stringify(text)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  const signed = sign === '-' ? -magnitude : magnitude;
  if (signed > BigInt(Number.MAX_SAFE_INTEGER) || signed < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount out of the safe range: ${text}`);
  }
  return centavos(Number(signed));
}

/**
 * Centavos -> wire reais (1234 -> 12.34). Dividing a safe integer by 100 gives the double nearest
 * to the exact quotient, the same double the decimal text "12.34" parses to, so JSON.stringify
 * prints at most two decimals and `fromReais(toReais(c)) === c`. Throws beyond MAX_WIRE_REAIS.
 */
export function toReais(amount: Centavos): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not centavos: ${String(amount)}`);
  if (Math.abs(amount) >= MAX_WIRE_CENTAVOS) {
    throw new RangeError(`amount beyond ${MAX_WIRE_REAIS} reais cannot be carried exactly by a number`);
  }
  const reais = amount / 100;
  return reais === 0 ? 0 : reais;
}
