import { daysBetween, type IsoDate, isoDate, parseIsoDate } from '../calendar/index.ts';
import { cet } from '../credit/cet.ts';
import { type Iof, iof } from '../credit/iof.ts';
import type { Installment } from '../credit/price.ts';
import { roundHalfUp } from '../credit/rounding.ts';
import { type Centavos, centavos, sum } from '../money/index.ts';
import { advanceableInstalment, FGTS_LIMITS, maxAdvanceYears } from './limits.ts';
import { projectedWithdrawals } from './withdrawal.ts';

export interface AdvanceInstalment {
  /** 1-based: the first anniversary after the release is 1. */
  number: number;
  /** The day the operator pays the bank: the first day of the birth month of that year. */
  dueDate: IsoDate;
  /** That year's projected withdrawal. */
  withdrawal: Centavos;
  /** The pledged part of it (what the bank receives). */
  value: Centavos;
  /** value / (1 + monthly rate)^(days / 30), half up to the centavo. */
  presentValue: Centavos;
}

export interface AdvanceFigures {
  instalments: AdvanceInstalment[];
  /** Sum of the present values: the contract's principal (valorFinanciado). */
  financed: Centavos;
  iof: Iof;
  /** financed - IOF: credited to the account (valorLiberado). */
  released: Centavos;
  /** Sum of the pledged instalments. */
  totalReceivables: Centavos;
  /** Annual CET, a decimal (Resolução CMN 4.881/2020). */
  cetAnnual: number;
}

/** The first day of the birth month of each of the next `years` anniversaries after `releaseDate`. */
export function anniversaryDates(releaseDate: IsoDate, birthMonth: number, years: number): IsoDate[] {
  if (!Number.isInteger(birthMonth) || birthMonth < 1 || birthMonth > 12) throw new RangeError('bad month');
  const { year, month } = parseIsoDate(releaseDate);
  const first = birthMonth > month ? year : year + 1;
  return Array.from({ length: years }, (_, index) => isoDate(first + index, birthMonth, 1));
}

/** value / (1 + m)^(days / 30), rounded half up to the centavo: the discount of one instalment. */
export function discountedValue(value: Centavos, monthlyRate: number, days: number): Centavos {
  return centavos(roundHalfUp(value / (1 + monthlyRate) ** (days / 30)));
}

/**
 * The figures of an advance of the given yearly values: each discounted at the monthly rate for the
 * days from the release to its anniversary; the IOF of an individual's credit on those present values
 * as principals (Decreto 6.306/2007 art. 7: 0,0082% a day up to 365 days, plus 0,38%), withheld from the
 * release; the CET of the released amount against the instalments.
 */
export function advanceFigures(input: {
  values: readonly { withdrawal: Centavos; value: Centavos }[];
  dueDates: readonly IsoDate[];
  releaseDate: IsoDate;
  monthlyRate: number;
}): AdvanceFigures {
  const instalments = input.values.map((row, index): AdvanceInstalment => {
    const dueDate = input.dueDates[index] as IsoDate;
    return {
      number: index + 1,
      dueDate,
      withdrawal: row.withdrawal,
      value: row.value,
      presentValue: discountedValue(row.value, input.monthlyRate, daysBetween(input.releaseDate, dueDate)),
    };
  });
  const financed = sum(instalments.map((row) => row.presentValue));
  const schedule: Installment[] = instalments.map((row) => ({
    number: row.number,
    dueDate: row.dueDate,
    payment: row.value,
    interest: centavos(row.value - row.presentValue),
    amortization: row.presentValue,
    balance: centavos(0),
  }));
  const tax = iof({ schedule, releaseDate: input.releaseDate });
  const released = centavos(financed - tax.total);
  const totalReceivables = sum(instalments.map((row) => row.value));
  const cetAnnual = cet({
    releasedAmount: released,
    flows: instalments.map((row) => ({ date: row.dueDate, amount: row.value })),
    releaseDate: input.releaseDate,
  });
  return { instalments, financed, iof: tax, released, totalReceivables, cetAnnual };
}

export type AdvanceRefusal =
  | 'balance-too-low'
  | 'balance-too-high'
  | 'requested-too-low'
  | 'requested-too-high';

export interface AdvanceSimulation extends AdvanceFigures {
  /** The released amount of the smallest advance (one anniversary of R$ 100) and of the largest. */
  minReleased: Centavos;
  maxReleased: Centavos;
}

export interface SimulateAdvanceInput {
  balance: Centavos;
  birthMonth: number;
  releaseDate: IsoDate;
  monthlyRate: number;
  /** What the customer asks for; the largest advance when absent. */
  requested?: Centavos | undefined;
}

/**
 * The advance the customer can take: the next anniversaries (5 until 31/10/2026, then 3) whose
 * withdrawal reaches R$ 100, each pledged up to R$ 500 (limits.ts). With a requested amount, the
 * fewest anniversaries that release at least it, the last one lowered, centavo by centavo, to the
 * smallest value (not under R$ 100) whose release still covers it.
 */
export function simulateAdvance(
  input: SimulateAdvanceInput,
): AdvanceSimulation | { refused: AdvanceRefusal } {
  const { balance, birthMonth, releaseDate, monthlyRate, requested } = input;
  if (balance < FGTS_LIMITS.minBalance) return { refused: 'balance-too-low' };
  if (balance > FGTS_LIMITS.maxBalance) return { refused: 'balance-too-high' };
  const years = maxAdvanceYears(releaseDate);
  const rows: { withdrawal: Centavos; value: Centavos }[] = [];
  for (const withdrawal of projectedWithdrawals(balance, years)) {
    const value = advanceableInstalment(withdrawal);
    if (value === null) break;
    rows.push({ withdrawal, value });
  }
  if (rows.length === 0) return { refused: 'balance-too-low' };
  const dueDates = anniversaryDates(releaseDate, birthMonth, rows.length);
  const figures = (values: { withdrawal: Centavos; value: Centavos }[]) =>
    advanceFigures({ values, dueDates: dueDates.slice(0, values.length), releaseDate, monthlyRate });
  const first = rows[0] as { withdrawal: Centavos; value: Centavos };
  const smallest = figures([{ withdrawal: first.withdrawal, value: FGTS_LIMITS.minInstalment }]);
  const largest = figures(rows);
  const bounds = { minReleased: smallest.released, maxReleased: largest.released };
  if (requested === undefined) return { ...largest, ...bounds };
  if (requested < FGTS_LIMITS.minRequested || requested < smallest.released)
    return { refused: 'requested-too-low' };
  if (requested > largest.released) return { refused: 'requested-too-high' };
  for (let count = 1; count <= rows.length; count++) {
    const full = figures(rows.slice(0, count));
    if (full.released < requested) continue;
    const last = rows[count - 1] as { withdrawal: Centavos; value: Centavos };
    let low: number = FGTS_LIMITS.minInstalment;
    let high: number = last.value;
    const withLast = (value: number) =>
      figures([...rows.slice(0, count - 1), { withdrawal: last.withdrawal, value: centavos(value) }]);
    if (withLast(low).released >= requested) return { ...withLast(low), ...bounds };
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (withLast(middle).released >= requested) high = middle;
      else low = middle;
    }
    return { ...withLast(high), ...bounds };
  }
  return { ...largest, ...bounds };
}
