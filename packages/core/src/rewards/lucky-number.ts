/**
 * The draw of a commercial promotion with lucky numbers (Lei 5.768/1971, art. 1; the Ministry of Finance's
 * promotion rules, SPA/MF): the promotion's published rule reads the winning number from the Loteria
 * Federal's extraction. This bank's rule (docs/decisions/0030): the lucky number has five digits, formed by
 * the units digit of the 1st to the 5th prize read top-down; if no participant holds it, the nearest
 * higher number assigned wins, and if there is none above it, the nearest lower one.
 */

/** The five main prizes of one Loteria Federal extraction, each a number of up to five digits. */
export type FederalPrizes = readonly [number, number, number, number, number];

export const LUCKY_NUMBER_DIGITS = 5;
export const LUCKY_NUMBER_MAX = 10 ** LUCKY_NUMBER_DIGITS - 1;

export function isFederalPrizes(value: readonly number[]): value is FederalPrizes {
  return value.length === 5 && value.every((p) => Number.isSafeInteger(p) && p >= 0 && p <= 99_999);
}

/** The number the extraction draws: the units digits of the 1st to the 5th prize, top-down. */
export function drawnLuckyNumber(prizes: FederalPrizes): number {
  if (!isFederalPrizes(prizes)) throw new RangeError('five prizes of 0 to 99999');
  return prizes.reduce((acc, prize) => acc * 10 + (prize % 10), 0);
}

/**
 * The winning number among those assigned: the drawn number when assigned, else the nearest assigned
 * above it, else the nearest assigned below it; null when nobody holds a number.
 */
export function winningLuckyNumber(drawn: number, assigned: readonly number[]): number | null {
  let above: number | null = null;
  let below: number | null = null;
  for (const n of assigned) {
    if (n === drawn) return n;
    if (n > drawn && (above === null || n < above)) above = n;
    if (n < drawn && (below === null || n > below)) below = n;
  }
  return above ?? below;
}

/** A lucky number as printed: five digits with leading zeros. */
export function formatLuckyNumber(n: number): string {
  return String(n).padStart(LUCKY_NUMBER_DIGITS, '0');
}
