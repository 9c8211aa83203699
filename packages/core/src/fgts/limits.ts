import { compareIsoDates, type IsoDate } from '../calendar/index.ts';
import { type Centavos, centavos } from '../money/index.ts';

/**
 * The advance's limits.
 * - Resolução CCFGTS 958/2020 as changed by Resolução CCFGTS 1.130/2025 (in force 1 Nov 2025), art. 1:
 *   § 2 the operator may report the accounts only 90 days after the opt-in takes effect; § 3 at most the
 *   next 3 anniversary withdrawals, one contract per anniversary, only once the advance of the next
 *   anniversary is paid off; § 4 each anniversary's pledged amount from R$ 100,00 to R$ 500,00;
 *   art. 2: until 31 Oct 2026 at most the next 5.
 * - wallet.md sections 5 and 9: FGTS balance from 50 to 50.000, requested value at least 50.
 */
export const FGTS_LIMITS = {
  minBalance: centavos(5_000),
  maxBalance: centavos(5_000_000),
  minRequested: centavos(5_000),
  minInstalment: centavos(10_000),
  maxInstalment: centavos(50_000),
  waitDaysAfterOptIn: 90,
  maxYearsTransition: 5,
  transitionEnds: '2026-10-31' as IsoDate,
  maxYears: 3,
} as const;

/** How many anniversaries may be advanced on a contract made on `date` (5 until 31/10/2026, then 3). */
export function maxAdvanceYears(date: IsoDate): number {
  return compareIsoDates(date, FGTS_LIMITS.transitionEnds) <= 0
    ? FGTS_LIMITS.maxYearsTransition
    : FGTS_LIMITS.maxYears;
}

/** The part of one year's withdrawal that may be pledged: at most R$ 500; null below R$ 100. */
export function advanceableInstalment(withdrawal: Centavos): Centavos | null {
  if (withdrawal < FGTS_LIMITS.minInstalment) return null;
  return centavos(Math.min(withdrawal, FGTS_LIMITS.maxInstalment));
}
