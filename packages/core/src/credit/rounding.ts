/**
 * The one rounding rule of the credit module: round half up to the whole centavo.
 *
 * Inputs are non-negative centavo amounts computed in floating point (a balance times a rate).
 * A tolerance of 1e-7 centavo absorbs binary noise, so an exact half such as 246.5 (or its float
 * image 246.49999999999997) rounds up, while 246.4999 rounds down.
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`roundHalfUp expects a finite non-negative amount, got ${String(value)}`);
  }
  return Math.floor(value + 0.5 + 1e-7);
}

/** Rounds up to the centavo, with the same 1e-7 tolerance (so 1000.0000000001 stays 1000). */
export function roundUp(value: number): number {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`roundUp expects a finite non-negative amount, got ${String(value)}`);
  }
  return Math.ceil(value - 1e-7);
}
