import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../calendar/index.ts';
import { centavos } from '../money/index.ts';
import { randomInt, seededRandom } from '../test-support/random.ts';
import {
  annualFromMonthly,
  type CashFlow,
  cet,
  financeWithIof,
  financingCet,
  monthlyFromAnnual,
  priceSchedule,
  scheduleFlows,
} from './index.ts';

const c = centavos;

/** Independent discounting: day counts from Date.parse, not the calendar module. */
function discounted(flows: readonly CashFlow[], releaseDate: string, annual: number): number {
  const start = Date.parse(`${releaseDate}T00:00:00Z`);
  return flows.reduce((total, flow) => {
    const days = Math.round((Date.parse(`${flow.date}T00:00:00Z`) - start) / 86_400_000);
    return total + flow.amount / Math.exp((days / 365) * Math.log1p(annual));
  }, 0);
}

describe('cet', () => {
  it("the central bank's CET example: R$ 940,00 received, 5 x R$ 205,73 -> about 43,93% a.a. (3,08% a.m.)", () => {
    // BCB FAQ on the CET (Resolução CMN 3.517/2007, formula kept by 4.881/2020): R$ 1.000,00 at
    // 0,95% a.m. in 5, with R$ 50,00 fee and R$ 10,00 IOF paid up front, so FC0 = 940,00. The FAQ
    // counts whole months; with calendar days the annual rate moves by a few hundredths.
    const releaseDate = '2021-03-01';
    const flows = [1, 2, 3, 4, 5].map((k) => ({ date: addMonths(releaseDate, k), amount: c(20_573) }));
    const rate = cet({ releasedAmount: c(94_000), flows, releaseDate });
    expect(rate).toBeCloseTo(0.4393, 2); // within 0.005
    expect(monthlyFromAnnual(rate)).toBeCloseTo(0.0308, 3);
    expect(Math.abs(discounted(flows, releaseDate, rate) - 94_000)).toBeLessThan(1);
  });

  it('a loan with no charges but interest costs its own rate (rate 0 -> CET 0)', () => {
    const releaseDate = '2026-02-10';
    const zero = priceSchedule({
      principal: c(90_000),
      monthlyRate: 0,
      installments: 6,
      firstDueDate: '2026-03-10',
      releaseDate,
    });
    expect(
      Math.abs(cet({ releasedAmount: c(90_000), flows: scheduleFlows(zero), releaseDate })),
    ).toBeLessThan(1e-9);
    const two = priceSchedule({
      principal: c(100_000),
      monthlyRate: 0.02,
      installments: 12,
      firstDueDate: '2026-03-10',
      releaseDate,
    });
    const rate = cet({ releasedAmount: c(100_000), flows: scheduleFlows(two), releaseDate });
    // 2% a.m. is 26,82% a.a.; calendar months of 28 to 31 days and centavo rounding move it a little.
    expect(rate).toBeCloseTo(annualFromMonthly(0.02), 2);
  });

  it('financed IOF and insurance instalments raise the CET above the interest rate', () => {
    const terms = {
      monthlyRate: 0.0299,
      installments: 12,
      firstDueDate: '2026-03-16',
      releaseDate: '2026-02-10',
    };
    const financed = financeWithIof({ ...terms, requested: c(250_000) });
    const flows = scheduleFlows(financed.schedule);
    const plain = cet({
      releasedAmount: financed.principal,
      flows,
      releaseDate: terms.releaseDate,
    });
    const withIof = cet({ releasedAmount: financed.released, flows, releaseDate: terms.releaseDate });
    expect(withIof).toBeGreaterThan(plain);
    const insurance = flows.map((f) => ({ date: f.date, amount: c(1990) }));
    const withInsurance = cet({
      releasedAmount: financed.released,
      flows: [...flows, ...insurance],
      releaseDate: terms.releaseDate,
    });
    expect(withInsurance).toBeGreaterThan(withIof);
    for (const rate of [plain, withIof, withInsurance]) {
      const back = discounted(
        rate === withInsurance ? [...flows, ...insurance] : flows,
        terms.releaseDate,
        rate,
      );
      const released = rate === plain ? financed.principal : financed.released;
      expect(Math.abs(back - released)).toBeLessThan(1);
    }
  });

  it('refuses flows that cannot be solved or are malformed', () => {
    const releaseDate = '2026-01-10';
    expect(() => cet({ releasedAmount: c(1000), flows: [], releaseDate })).toThrow(RangeError);
    expect(() =>
      cet({ releasedAmount: c(1000), flows: [{ date: releaseDate, amount: c(1100) }], releaseDate }),
    ).toThrow(RangeError);
    expect(() =>
      cet({ releasedAmount: c(0), flows: [{ date: '2026-02-10', amount: c(1) }], releaseDate }),
    ).toThrow(RangeError);
  });

  it('property: the found rate discounts the flows back to the released amount within 1 centavo', () => {
    const random = seededRandom(4881);
    for (let k = 0; k < 200; k++) {
      const releaseDate = addDays('2026-01-01', randomInt(random, 0, 365));
      const financed = financeWithIof({
        requested: c(randomInt(random, 10_000, 1_500_000)),
        monthlyRate: randomInt(random, 0, 800) / 10_000,
        installments: randomInt(random, 1, 18),
        firstDueDate: addDays(releaseDate, randomInt(random, 31, 59)),
        releaseDate,
      });
      const flows = scheduleFlows(financed.schedule);
      const rate = cet({ releasedAmount: financed.released, flows, releaseDate });
      expect(Math.abs(discounted(flows, releaseDate, rate) - financed.released)).toBeLessThan(1);
      expect(rate).toBeGreaterThan(0); // the IOF alone makes the cost positive
    }
  }, 30_000);
});

describe('financingCet: the insurance financed with the phone is a cost, not credit', () => {
  // R$ 1.799,00 phone, R$ 300,00 down, a R$ 161,91 insurance financed with it, 12x at 3,99% a.m.
  const releaseDate = '2026-10-01';
  const terms = { monthlyRate: 0.0399, installments: 12, firstDueDate: '2026-11-10', releaseDate };
  const forGood = c(179_900 - 30_000);
  const insurance = c(16_191);

  it('FC0 is price - down payment; the instalments (insurance and IOF inside) are the FCj', () => {
    const financed = financeWithIof({ ...terms, requested: c(forGood + insurance) });
    expect(financed.released).toBe(forGood + insurance);
    const rate = financingCet({ financed, financedCharges: insurance, releaseDate });
    const flows = scheduleFlows(financed.schedule);
    // Discounted at the CET the instalments give back exactly what paid for the phone.
    expect(Math.abs(discounted(flows, releaseDate, rate) - forGood)).toBeLessThan(1);
    // Counting the insurance as credit released (FC0 = requested) understates the cost.
    const understated = cet({ releasedAmount: financed.released, flows, releaseDate });
    expect(rate).toBeGreaterThan(understated + 0.2);
    // The same phone part financed without insurance costs less.
    const plain = financeWithIof({ ...terms, requested: forGood });
    const plainRate = financingCet({ financed: plain, financedCharges: c(0), releaseDate });
    expect(rate).toBeGreaterThan(plainRate);
    expect(plainRate).toBe(
      cet({ releasedAmount: plain.released, flows: scheduleFlows(plain.schedule), releaseDate }),
    );
    // Pinned figures, two decimals of a percentage as shown (NBR 5891).
    expect(Math.round(plainRate * 10_000) / 100).toBe(63.14);
    expect(Math.round(rate * 10_000) / 100).toBe(98.86);
  });

  it('refuses charges that leave nothing released for the good, and negative ones', () => {
    const financed = financeWithIof({ ...terms, requested: c(20_000) });
    expect(() => financingCet({ financed, financedCharges: c(20_000), releaseDate })).toThrow(RangeError);
    expect(() => financingCet({ financed, financedCharges: -1 as never, releaseDate })).toThrow(RangeError);
  });
});

describe('rate conversions', () => {
  it('monthly and annual equivalents', () => {
    expect(monthlyFromAnnual(0.4392)).toBeCloseTo(0.0308, 4);
    expect(annualFromMonthly(0.02)).toBeCloseTo(0.268241794562545, 12);
    for (const m of [0, 0.005, 0.0199, 0.0399, 0.1])
      expect(monthlyFromAnnual(annualFromMonthly(m))).toBeCloseTo(m, 12);
  });
});
