import { daysBetween, type IsoDate } from '../calendar/index.ts';
import { type Centavos, centavos, sum } from '../money/index.ts';
import { type Installment, priceSchedule } from './price.ts';

/**
 * IOF on a credit operation to an individual (pessoa física), Decreto 6.306/2007 art. 7, I, b, 2:
 * 0,0082% a day (rate set by Decreto 6.339/2008 and kept by Decreto 8.392/2015) on the principal of
 * each instalment (its amortization), for the days from the release to its due date; art. 7 § 1
 * caps the day count at 365 per principal. Kept as an integer in millionths: 82 per 1,000,000.
 */
export const IOF_DAILY_RATE_PER_MILLION = 82;
export const IOF_MAX_DAYS = 365;
/**
 * The additional IOF of 0,38%, charged once on the operation's value whatever its term
 * (Decreto 6.306/2007 art. 7 § 15, added by Decreto 6.339/2008). In ten-thousandths: 38 per 10,000.
 */
export const IOF_ADDITIONAL_RATE_PER_TEN_THOUSAND = 38;

export interface IofInput {
  schedule: readonly Installment[];
  releaseDate: IsoDate;
}

export interface IofInstallmentPart {
  number: number;
  /** min(days from release to due date, 365). */
  days: number;
  daily: Centavos;
}

export interface Iof {
  /** Sum of the per-instalment daily parts. */
  daily: Centavos;
  /** 0,38% of the principal (the sum of the amortizations). */
  additional: Centavos;
  total: Centavos;
  perInstallment: IofInstallmentPart[];
}

/** Exact integer division rounded half up (numerator >= 0, denominator > 0). */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * The IOF of a schedule for an individual borrower. Exact integer arithmetic; rounding:
 * - each instalment's daily part = amortization * 0,0082% * days, rounded half up to the centavo;
 * - the daily total is the sum of those rounded parts;
 * - the additional part = principal * 0,38%, rounded half up to the centavo.
 */
export function iof({ schedule, releaseDate }: IofInput): Iof {
  if (schedule.length === 0) throw new RangeError('iof needs at least one instalment');
  const perInstallment = schedule.map((row): IofInstallmentPart => {
    const elapsed = daysBetween(releaseDate, row.dueDate);
    if (elapsed < 0) throw new RangeError(`instalment ${row.number} is due before the release date`);
    // Decreto 6.306/2007 art. 7 § 1: at most 365 days of the daily rate per principal.
    const days = Math.min(elapsed, IOF_MAX_DAYS);
    const numerator = BigInt(row.amortization) * BigInt(IOF_DAILY_RATE_PER_MILLION) * BigInt(days);
    return { number: row.number, days, daily: centavos(divideHalfUp(numerator, 1_000_000n)) };
  });
  const daily = sum(perInstallment.map((part) => part.daily));
  const principal = sum(schedule.map((row) => row.amortization));
  // Decreto 6.339/2008 (art. 7 § 15 of Decreto 6.306/2007): 0,38% once on the principal.
  const additional = centavos(
    divideHalfUp(BigInt(principal) * BigInt(IOF_ADDITIONAL_RATE_PER_TEN_THOUSAND), 10_000n),
  );
  return { daily, additional, total: centavos(daily + additional), perInstallment };
}

export interface FinanceWithIofInput {
  /** What the customer needs financed (for a phone: the price minus the down payment). */
  requested: Centavos;
  monthlyRate: number;
  installments: number;
  firstDueDate: IsoDate;
  releaseDate: IsoDate;
}

export interface FinancedWithIof {
  /** The financed amount: the contract's principal, which covers requested + iof.total. */
  principal: Centavos;
  iof: Iof;
  schedule: Installment[];
  /**
   * principal - iof.total: what is released to the customer (or the store). Equal to `requested`
   * except in the rare case explained at financeWithIof, where it is requested + 1 centavo.
   */
  released: Centavos;
}

/**
 * Financing the IOF, the market's usual practice: the contract's principal P is the requested amount
 * plus the IOF, and the IOF is computed on P's own schedule. P is the fixed point of
 * f(P) = requested + IOF(priceSchedule(P)), found by iterating from P = requested in whole centavos.
 * The map is a contraction (the IOF is at most about 3.4% of P), so it settles in a few steps.
 * Centavo rounding sometimes leaves no exact fixed point: the iteration then alternates between
 * neighbours (f(a) = a + 1, f(a + 1) = a). In that case the neighbourhood is scanned and the
 * smallest P with f(P) <= P is taken, an exact fixed point when one exists; otherwise P exceeds
 * requested + IOF by one centavo, and that centavo is released with the requested amount (the tax is
 * never altered: iof is always exactly the IOF of the returned schedule).
 */
export function financeWithIof(input: FinanceWithIofInput): FinancedWithIof {
  const { requested, monthlyRate, installments, firstDueDate, releaseDate } = input;
  const compute = (principal: number): FinancedWithIof => {
    const schedule = priceSchedule({
      principal: centavos(principal),
      monthlyRate,
      installments,
      firstDueDate,
      releaseDate,
    });
    const tax = iof({ schedule, releaseDate });
    return { principal: centavos(principal), iof: tax, schedule, released: centavos(principal - tax.total) };
  };
  const seen = new Set<number>();
  let current = compute(requested);
  for (let step = 0; step < 100; step++) {
    const next = requested + current.iof.total;
    if (next === current.principal) return current;
    seen.add(current.principal);
    if (seen.has(next)) {
      const low = Math.max(requested, Math.min(...seen) - 2);
      for (let principal = low; principal <= Math.max(...seen) + 4; principal++) {
        const candidate = compute(principal);
        if (candidate.released >= requested) return candidate;
      }
      break;
    }
    current = compute(next);
  }
  throw new RangeError('financeWithIof did not converge');
}
