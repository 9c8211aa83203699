import { describe, expect, it } from 'vitest';
import { centavos } from '../money/index.ts';
import {
  accumulateFactors,
  cdiDailyFactor,
  FACTOR_ONE,
  grossIncome,
  incomeTaxBps,
  lotPosition,
  openLots,
  redemptionIofPercent,
} from './guarantee-yield.ts';

describe('the CDI factor', () => {
  it('a CDI of 14,90% a.a. is 1,00055131 a business day (1,149^(1/252) = 1,000551310641...)', () => {
    expect(cdiDailyFactor(14.9, 100)).toBe(100_055_131n);
    // 110% of it: 1 + 0,00055131 x 1,1 = 1,000606441, rounded to 1,00060644
    expect(cdiDailyFactor(14.9, 110)).toBe(100_060_644n);
    // 50%: 1 + 0,000275655, half up to 1,00027566
    expect(cdiDailyFactor(14.9, 50)).toBe(100_027_566n);
    expect(cdiDailyFactor(0, 100)).toBe(FACTOR_ONE);
  });

  it('accumulates day by day, each step rounded to 8 decimals', () => {
    // 1,001 x 1,001 = 1,002001; x 1,001 = 1,003003001, rounded to 1,00300300
    expect(accumulateFactors([100_100_000n, 100_100_000n])).toBe(100_200_100n);
    expect(accumulateFactors([100_100_000n, 100_100_000n, 100_100_000n])).toBe(100_300_300n);
    // 21 business days of 1,00055131 -> 1,01164156 (by hand, step by step)
    expect(accumulateFactors(Array(21).fill(100_055_131n))).toBe(101_164_156n);
    expect(accumulateFactors([])).toBe(FACTOR_ONE);
  });

  it('the income is cut to the centavo', () => {
    // R$ 1.000,00 x 0,01164156 = R$ 11,64156 -> R$ 11,64
    expect(grossIncome(centavos(100_000), 101_164_156n)).toBe(1_164);
    // R$ 1.000,00 x 0,002001 = R$ 2,001 -> R$ 2,00
    expect(grossIncome(centavos(100_000), 100_200_100n)).toBe(200);
    expect(grossIncome(centavos(100_000), FACTOR_ONE)).toBe(0);
  });
});

describe('taxes by the days held', () => {
  it('income tax: 22,5% to 180 days, 20% to 360, 17,5% to 720, 15% beyond (Lei 11.033/2004 art. 1)', () => {
    expect([1, 180, 181, 360, 361, 720, 721, 2000].map(incomeTaxBps)).toEqual([
      2_250, 2_250, 2_000, 2_000, 1_750, 1_750, 1_500, 1_500,
    ]);
  });

  it('IOF: 96% of the income on day 1 down to 0% on day 30 (Decreto 6.306/2007 annex)', () => {
    expect([0, 1, 2, 10, 15, 20, 29, 30, 31, 400].map(redemptionIofPercent)).toEqual([
      0, 96, 93, 66, 50, 33, 3, 0, 0, 0,
    ]);
  });
});

describe('a lot redeemed', () => {
  it('after 31 days (21 business days at 14,90%): no IOF, 22,5% of R$ 11,64', () => {
    // income R$ 11,64; IR 22,5% = R$ 2,619 -> R$ 2,62; net R$ 1.000,00 + 11,64 - 2,62 = R$ 1.009,02
    expect(
      lotPosition({
        principal: centavos(100_000),
        investedOn: '2026-11-02',
        on: '2026-12-03',
        factor: 101_164_156n,
      }),
    ).toEqual({
      principal: 100_000,
      income: 1_164,
      gross: 101_164,
      iof: 0,
      incomeTax: 262,
      net: 100_902,
      daysHeld: 31,
    });
  });

  it('after 10 days: IOF 66% of the income first, income tax on what is left', () => {
    // income R$ 1.000,00 x 0,00400600 = R$ 4,006 -> R$ 4,00 (factor 1,001^4 rounded step by step)
    const factor = accumulateFactors(Array(4).fill(100_100_000n));
    expect(factor).toBe(100_400_600n);
    // IOF 66% of R$ 4,00 = R$ 2,64; IR 22,5% of R$ 1,36 = R$ 0,306 -> R$ 0,31; net R$ 1.001,05
    expect(
      lotPosition({ principal: centavos(100_000), investedOn: '2026-11-18', on: '2026-11-28', factor }),
    ).toMatchObject({ income: 400, iof: 264, incomeTax: 31, net: 100_105, daysHeld: 10 });
  });

  it('after 800 days: 15%', () => {
    // R$ 50.000,00 x 0,25 = R$ 12.500,00; IR 15% = R$ 1.875,00
    expect(
      lotPosition({
        principal: centavos(5_000_000),
        investedOn: '2024-01-01',
        on: '2026-03-11',
        factor: 125_000_000n,
      }),
    ).toMatchObject({ income: 1_250_000, iof: 0, incomeTax: 187_500, net: 6_062_500, daysHeld: 800 });
  });
});

describe('the lots still held', () => {
  it('a redemption takes from the oldest first', () => {
    expect(
      openLots([
        { on: '2026-01-10', amount: 50_000 },
        { on: '2026-03-01', amount: 20_000 },
        { on: '2026-04-01', amount: -60_000 },
        { on: '2026-05-01', amount: 5_000 },
      ]),
    ).toEqual([
      { investedOn: '2026-03-01', principal: 10_000 },
      { investedOn: '2026-05-01', principal: 5_000 },
    ]);
    expect(
      openLots([
        { on: '2026-01-10', amount: 100 },
        { on: '2026-01-11', amount: -100 },
      ]),
    ).toEqual([]);
  });
});
