/**
 * Money inside the code is an integer number of centavos (1 real = 100 centavos).
 *
 * `Centavos` is a branded number: a plain `number` cannot be passed where `Centavos` is expected,
 * so every value has gone through `centavos()` (or an operation here), which guarantees a safe
 * integer. Arithmetic that would leave the safe-integer range throws instead of losing precision.
 */
declare const centavosBrand: unique symbol;

export type Centavos = number & { readonly [centavosBrand]: true };

/** Wraps a safe integer as Centavos; throws a RangeError on a fraction, NaN, an infinity or an unsafe integer. */
export function centavos(n: number): Centavos {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`centavos must be a safe integer, got ${String(n)}`);
  }
  // Normalise -0 to 0 so that formatting never shows "-R$ 0,00".
  return (n === 0 ? 0 : n) as Centavos;
}

export function isCentavos(value: unknown): value is Centavos {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export const ZERO: Centavos = centavos(0);

export function add(a: Centavos, b: Centavos): Centavos {
  return centavos(a + b);
}

export function subtract(a: Centavos, b: Centavos): Centavos {
  return centavos(a - b);
}

/** Adds a list of amounts; the empty list sums to zero. */
export function sum(amounts: readonly Centavos[]): Centavos {
  let total = 0;
  for (const amount of amounts) total = centavos(total + amount);
  return centavos(total);
}

export function negate(a: Centavos): Centavos {
  return centavos(-a);
}

export function abs(a: Centavos): Centavos {
  return centavos(Math.abs(a));
}

/** Multiplies by a whole factor (a quantity, a count of instalments); never by a fraction. */
export function multiply(a: Centavos, factor: number): Centavos {
  if (!Number.isSafeInteger(factor)) {
    throw new RangeError(`factor must be a safe integer, got ${String(factor)}`);
  }
  return centavos(a * factor);
}

/** -1, 0 or 1, for sorting. */
export function compare(a: Centavos, b: Centavos): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Splits `total` in proportion to `ratios` by the largest-remainder method: each part gets the
 * floor of its exact share, then the centavos left over go one by one to the parts with the
 * largest remainders (ties to the earlier part). The parts always sum exactly to `total`; a
 * negative total is split as its absolute value and every part negated. Ratios are non-negative
 * safe integers (scale decimal ratios first, e.g. 12.5% -> 125 per mil), at least one positive.
 * A part with ratio 0 always gets 0.
 */
export function allocate(total: Centavos, ratios: readonly number[]): Centavos[] {
  if (!isCentavos(total)) throw new RangeError(`total must be Centavos, got ${String(total)}`);
  if (ratios.length === 0) throw new RangeError('allocate needs at least one ratio');
  let ratioSum = 0n;
  for (const ratio of ratios) {
    if (!Number.isSafeInteger(ratio) || ratio < 0) {
      throw new RangeError(`ratios must be non-negative safe integers, got ${String(ratio)}`);
    }
    ratioSum += BigInt(ratio);
  }
  if (ratioSum === 0n) throw new RangeError('at least one ratio must be positive');

  const sign = total < 0 ? -1n : 1n;
  const whole = BigInt(total) * sign;
  const shares: bigint[] = [];
  const remainders: { index: number; remainder: bigint }[] = [];
  let given = 0n;
  ratios.forEach((ratio, index) => {
    const exact = whole * BigInt(ratio);
    const share = exact / ratioSum;
    shares.push(share);
    given += share;
    remainders.push({ index, remainder: exact % ratioSum });
  });
  remainders.sort((x, y) =>
    x.remainder === y.remainder ? x.index - y.index : x.remainder > y.remainder ? -1 : 1,
  );
  let left = whole - given;
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((share) => centavos(Number(share * sign)));
}
