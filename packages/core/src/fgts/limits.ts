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
  /**
   * Resolução CCFGTS 958/2020 art. 5: the advance's rates must be BELOW the monthly cap of payroll loans
   * to federal servants, 1,80% a.m. since the MGI's portaria of 29/11/2023 (Portaria MGI 7.588/2023).
   */
  monthlyRateCap: 0.018,
  /** CDC (Lei 8.078/1990) art. 49: 7 days to withdraw from a contract made outside the premises. */
  withdrawalDays: 7,
} as const;

/**
 * Whether a monthly rate (a decimal, 0.0179 for 1,79%) may be charged on the advance: above zero and
 * strictly under the cap (the resolution says "inferiores"), compared in millionths so 1,80% is refused.
 */
export function advanceRateAllowed(monthlyRate: number): boolean {
  if (!Number.isFinite(monthlyRate) || monthlyRate <= 0) return false;
  return Math.round(monthlyRate * 1e6) < Math.round(FGTS_LIMITS.monthlyRateCap * 1e6);
}

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
