import { groupThousands } from './format.ts';

// Numbers that are not amounts: rates and counts, written the one way in both languages (decision
// 0014). Apart from format.ts so that a page that only shows amounts does not carry them.

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
