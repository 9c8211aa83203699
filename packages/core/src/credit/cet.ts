import { daysBetween, type IsoDate } from '../calendar/index.ts';
import { type Centavos, centavos, isCentavos } from '../money/index.ts';
import type { FinancedWithIof } from './iof.ts';
import type { Installment } from './price.ts';

export interface CashFlow {
  date: IsoDate;
  /** What the customer pays on that date, in centavos (> 0). */
  amount: Centavos;
}

export interface CetInput {
  /**
   * FC0: what the customer actually receives on the release date for their own benefit, net of
   * anything withheld. For a phone this is the part of the price that is financed (price - down
   * payment); the down payment is paid by the customer outside the credit and is not counted.
   * Every cost charged to the customer stays out of FC0 so that it shows in the CET: a financed IOF
   * (financeWithIof: FC0 is the requested amount, not the contract principal), a financed insurance
   * premium or fee (FC0 is the requested amount minus them: financingCet), an IOF paid apart at
   * release (subtracted here).
   */
  releasedAmount: Centavos;
  /**
   * FCj: every payment the customer makes for the operation: the instalments (interest, amortization,
   * financed IOF, fees) and, when passed, the insurance instalments. Only what is passed counts.
   */
  flows: readonly CashFlow[];
  releaseDate: IsoDate;
}

export const CET_TOLERANCE = 1e-10;

/** The instalments of a schedule as CET flows. */
export function scheduleFlows(schedule: readonly Installment[]): CashFlow[] {
  return schedule.map((row) => ({ date: row.dueDate, amount: row.payment }));
}

/** sum FCj / (1 + rate)^(dj / 365), dj = days from the release to flow j. */
export function presentValue(flows: readonly CashFlow[], releaseDate: IsoDate, annualRate: number): number {
  let total = 0;
  for (const flow of flows)
    total += flow.amount / (1 + annualRate) ** (daysBetween(releaseDate, flow.date) / 365);
  return total;
}

/**
 * The annual Custo Efetivo Total as a decimal (0.4123 = 41,23% a.a.), Resolução CMN 4.881/2020 art. 4:
 * the rate that solves  sum_j FCj / (1 + CET)^((dj - d0) / 365) = FC0,  with days counted by the
 * calendar (daysBetween) from the release date d0.
 * Solved by bisection on [-0.99, hi] (hi doubled until it brackets the root) down to an interval
 * under 1e-10: the present value strictly falls as the rate rises because every flow is positive
 * and after the release, so the root is unique. The resolution asks for the CET shown with two
 * decimals of a percentage (NBR 5891 rounding); that display rounding is left to the caller.
 */
export function cet({ releasedAmount, flows, releaseDate }: CetInput): number {
  if (!isCentavos(releasedAmount) || releasedAmount <= 0) {
    throw new RangeError(`releasedAmount must be positive centavos, got ${String(releasedAmount)}`);
  }
  if (flows.length === 0) throw new RangeError('cet needs at least one flow');
  for (const flow of flows) {
    if (!isCentavos(flow.amount) || flow.amount <= 0) {
      throw new RangeError(`flow amounts must be positive centavos, got ${String(flow.amount)}`);
    }
    if (daysBetween(releaseDate, flow.date) <= 0) {
      throw new RangeError(`flow on ${flow.date} is not after the release date ${releaseDate}`);
    }
  }
  // Day counts once, outside the solver loop.
  const timed = flows.map((flow) => ({
    years: daysBetween(releaseDate, flow.date) / 365,
    amount: flow.amount,
  }));
  const excess = (rate: number) => {
    let total = 0;
    for (const flow of timed) total += flow.amount / (1 + rate) ** flow.years;
    return total - releasedAmount;
  };
  let low = -0.99;
  let high = 1;
  if (excess(low) < 0)
    throw new RangeError('the flows do not pay back the released amount even at -99% a.a.');
  while (excess(high) > 0) {
    high *= 2;
    if (high > 1e9) throw new RangeError('CET above 1e9 a.a.: the flows are out of proportion');
  }
  while (high - low > CET_TOLERANCE) {
    const middle = (low + high) / 2;
    if (excess(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

export interface FinancingCetInput {
  /** The financing as financeWithIof returns it (released amount and schedule). */
  financed: Pick<FinancedWithIof, 'released' | 'schedule'>;
  /**
   * The costs charged to the customer that the requested amount finances besides the good itself:
   * the insurance premium (and fees, none in this product). They are paid by the instalments, so
   * they are costs of the credit, not credit released to the customer.
   */
  financedCharges: Centavos;
  releaseDate: IsoDate;
}

/**
 * The annual CET of a financing whose requested amount also pays charges (Resolução CMN 4.881/2020
 * art. 4: the CET counts interest, taxes, insurance, fees and any other charge to the customer).
 * FC0 = released - financedCharges, the part of the requested amount that pays for the good
 * (price - down payment); FCj = the schedule's instalments, which carry the interest, the financed
 * IOF and the financed charges. Without charges it is the CET of released against the schedule.
 */
export function financingCet({ financed, financedCharges, releaseDate }: FinancingCetInput): number {
  if (!isCentavos(financedCharges) || financedCharges < 0) {
    throw new RangeError(`financedCharges must be non-negative centavos, got ${String(financedCharges)}`);
  }
  if (financedCharges >= financed.released) {
    throw new RangeError(
      `financedCharges ${financedCharges} leave no credit for the good out of ${financed.released}`,
    );
  }
  return cet({
    releasedAmount: centavos(financed.released - financedCharges),
    flows: scheduleFlows(financed.schedule),
    releaseDate,
  });
}

/** The equivalent monthly rate of an annual one: (1 + a)^(1/12) - 1. */
export function monthlyFromAnnual(annualRate: number): number {
  return (1 + annualRate) ** (1 / 12) - 1;
}

/** The equivalent annual rate of a monthly one: (1 + m)^12 - 1. */
export function annualFromMonthly(monthlyRate: number): number {
  return (1 + monthlyRate) ** 12 - 1;
}
