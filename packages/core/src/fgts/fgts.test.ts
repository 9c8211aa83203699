import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../calendar/index.ts';
import { centavos } from '../money/index.ts';
import {
  advanceableInstalment,
  advanceRateAllowed,
  anniversaryDates,
  anniversaryWithdrawal,
  FGTS_LIMITS,
  maxAdvanceYears,
  projectedWithdrawals,
  simulateAdvance,
  withdrawalDeadline,
  withinWithdrawalPeriod,
} from './index.ts';

const d = (text: string) => text as IsoDate;

describe('anniversaryWithdrawal (Lei 13.932/2019 table)', () => {
  it.each([
    [10_000, 5_000], // R$ 100: 50% + 0
    [50_000, 25_000], // R$ 500: 50% + 0
    [50_001, 25_000], // R$ 500,01: 40% (200,004) + 50 = 250,00
    [100_000, 45_000], // R$ 1.000: 400 + 50
    [500_000, 165_000], // R$ 5.000: 1.500 + 150
    [1_000_000, 265_000], // R$ 10.000: 2.000 + 650
    [1_500_000, 340_000], // R$ 15.000: 2.250 + 1.150
    [2_000_000, 390_000], // R$ 20.000: 2.000 + 1.900
    [2_000_001, 390_000], // R$ 20.000,01: 1.000,0005 + 2.900
    [3_000_000, 440_000], // R$ 30.000: 1.500 + 2.900
  ])('balance %i gives %i', (balance, withdrawal) => {
    expect(anniversaryWithdrawal(centavos(balance))).toBe(withdrawal);
  });

  it('projects the next years without new deposits', () => {
    // 2.000 -> 750 (1.250 left) -> 525 (725) -> 340 (385) -> 192,50 (192,50) -> 96,25
    expect(projectedWithdrawals(centavos(200_000), 5)).toEqual([75_000, 52_500, 34_000, 19_250, 9_625]);
  });
});

describe('limits (Resolução CCFGTS 1.130/2025; wallet.md 5 and 9)', () => {
  it('pins the figures', () => {
    expect(FGTS_LIMITS.minBalance).toBe(5_000);
    expect(FGTS_LIMITS.maxBalance).toBe(5_000_000);
    expect(FGTS_LIMITS.minRequested).toBe(5_000);
    expect(FGTS_LIMITS.minInstalment).toBe(10_000);
    expect(FGTS_LIMITS.maxInstalment).toBe(50_000);
    expect(FGTS_LIMITS.waitDaysAfterOptIn).toBe(90);
  });
  it('allows 5 anniversaries until 31/10/2026, then 3', () => {
    expect(maxAdvanceYears(d('2026-10-31'))).toBe(5);
    expect(maxAdvanceYears(d('2026-11-01'))).toBe(3);
  });
  it('pledges from R$ 100 to R$ 500 of a year', () => {
    expect(advanceableInstalment(centavos(9_999))).toBeNull();
    expect(advanceableInstalment(centavos(10_000))).toBe(10_000);
    expect(advanceableInstalment(centavos(75_000))).toBe(50_000);
  });
});

describe('simulateAdvance', () => {
  const base = { birthMonth: 6, releaseDate: d('2026-03-10'), monthlyRate: 0.018 };

  it('dates the anniversaries on the first day of the birth month', () => {
    expect(anniversaryDates(d('2026-03-10'), 6, 2)).toEqual(['2026-06-01', '2027-06-01']);
    expect(anniversaryDates(d('2026-06-15'), 6, 1)).toEqual(['2027-06-01']);
  });

  it('discounts, taxes and prices the largest advance (hand-computed)', () => {
    const s = simulateAdvance({ ...base, balance: centavos(200_000) });
    if ('refused' in s) throw new Error(s.refused);
    // values 500, 500, 340, 192,50 (96,25 is under R$ 100); days 83, 448, 814, 1179
    expect(s.instalments.map((row) => row.value)).toEqual([50_000, 50_000, 34_000, 19_250]);
    // 50000/1.018^(83/30) = 47592.06; 50000/1.018^(448/30) = 38306.27; 34000/1.018^(814/30) = 20953.47;
    // 19250/1.018^(1179/30) = 9548.67
    expect(s.instalments.map((row) => row.presentValue)).toEqual([47_592, 38_306, 20_953, 9_549]);
    expect(s.financed).toBe(116_400);
    // daily: 47592*0.000082*83 = 323.94 -> 324; 38306*0.000082*365 = 1146.5 -> 1146 (1146.49);
    // 20953*...*365 = 627.1 -> 627; 9549*...*365 = 285.8 -> 286; sum 2383; 0,38% of 116400 = 442.32 -> 442
    expect(s.iof.daily).toBe(2_383);
    expect(s.iof.additional).toBe(442);
    expect(s.iof.total).toBe(2_825);
    expect(s.released).toBe(113_575);
    expect(s.totalReceivables).toBe(153_250);
    // sum value_j / (1 + c)^(days_j/365) = 1135.75 at c = 26.9157% a.a.
    expect(s.cetAnnual).toBeCloseTo(0.269157, 5);
    // One anniversary of R$ 100: 10000/1.018^(83/30) = 9518.41 -> 9518; IOF 65 + 36 = 101
    expect(s.minReleased).toBe(9_417);
    expect(s.maxReleased).toBe(113_575);
  });

  it('takes the fewest anniversaries that release the requested amount', () => {
    const s = simulateAdvance({ ...base, balance: centavos(200_000), requested: centavos(50_000) });
    if ('refused' in s) throw new Error(s.refused);
    expect(s.instalments).toHaveLength(2);
    expect(s.released).toBeGreaterThanOrEqual(50_000);
    // one year releases 475,87 (47592 - IOF 324 + 181); the second cannot go under R$ 100, so it is R$ 100
    expect(s.instalments.map((row) => row.value)).toEqual([50_000, 10_000]);
    const again = simulateAdvance({ ...base, balance: centavos(200_000), requested: centavos(80_000) });
    if ('refused' in again) throw new Error(again.refused);
    expect(again.released).toBeGreaterThanOrEqual(80_000);
    expect(again.released - 80_000).toBeLessThan(3);
  });

  it('refuses balances and amounts outside the limits', () => {
    expect(simulateAdvance({ ...base, balance: centavos(4_999) })).toEqual({ refused: 'balance-too-low' });
    // R$ 150: the first withdrawal is R$ 75, under R$ 100
    expect(simulateAdvance({ ...base, balance: centavos(15_000) })).toEqual({ refused: 'balance-too-low' });
    expect(simulateAdvance({ ...base, balance: centavos(5_000_001) })).toEqual({
      refused: 'balance-too-high',
    });
    expect(simulateAdvance({ ...base, balance: centavos(200_000), requested: centavos(4_999) })).toEqual({
      refused: 'requested-too-low',
    });
    expect(simulateAdvance({ ...base, balance: centavos(200_000), requested: centavos(113_576) })).toEqual({
      refused: 'requested-too-high',
    });
  });

  it('advances at most 3 anniversaries after October 2026', () => {
    const s = simulateAdvance({ ...base, releaseDate: d('2026-11-10'), balance: centavos(3_000_000) });
    if ('refused' in s) throw new Error(s.refused);
    expect(s.instalments.map((row) => row.value)).toEqual([50_000, 50_000, 50_000]);
  });
});

describe('the rate cap (Resolução CCFGTS 958/2020 art. 5: below 1,80% a.m.)', () => {
  it('allows a rate under 1,80% a month and refuses 1,80% itself and above', () => {
    expect(FGTS_LIMITS.monthlyRateCap).toBe(0.018);
    expect(advanceRateAllowed(0.0179)).toBe(true);
    expect(advanceRateAllowed(0.0125)).toBe(true);
    // "inferiores": the cap itself is not allowed
    expect(advanceRateAllowed(0.018)).toBe(false);
    expect(advanceRateAllowed(0.0181)).toBe(false);
    expect(advanceRateAllowed(0.0205)).toBe(false);
    expect(advanceRateAllowed(0)).toBe(false);
    expect(advanceRateAllowed(Number.NaN)).toBe(false);
  });
});

describe('the 7 days to withdraw (CDC art. 49; counted as Código Civil art. 132)', () => {
  it.each([
    // Tuesday 10/03/2026: day 1 is Wednesday 11, day 7 Tuesday 17, a working day
    ['2026-03-10', '2026-03-17'],
    // Saturday 28/11/2026: day 7 is Saturday 5/12, moved to Monday 7/12
    ['2026-11-28', '2026-12-07'],
    // Friday 18/12/2026: day 7 is Christmas (Friday 25/12), moved past the weekend to Monday 28/12
    ['2026-12-18', '2026-12-28'],
    // Thursday 24/12/2026: day 7 is Thursday 31/12, a working day in the national calendar
    ['2026-12-24', '2026-12-31'],
    // Friday 13/11/2026: day 7 is Friday 20/11 (Consciência Negra, a holiday since 2024), moved to Monday 23/11
    ['2026-11-13', '2026-11-23'],
  ])('a contract of %s may be withdrawn from until %s', (signed, last) => {
    expect(withdrawalDeadline(d(signed))).toBe(last);
  });

  it('holds from the contract day to the deadline, inclusive', () => {
    expect(withinWithdrawalPeriod(d('2026-03-10'), d('2026-03-10'))).toBe(true);
    expect(withinWithdrawalPeriod(d('2026-03-10'), d('2026-03-17'))).toBe(true);
    expect(withinWithdrawalPeriod(d('2026-03-10'), d('2026-03-18'))).toBe(false);
    expect(withinWithdrawalPeriod(d('2026-11-28'), d('2026-12-07'))).toBe(true);
    expect(withinWithdrawalPeriod(d('2026-11-28'), d('2026-12-08'))).toBe(false);
    expect(withinWithdrawalPeriod(d('2026-03-10'), d('2026-03-09'))).toBe(false);
  });
});
