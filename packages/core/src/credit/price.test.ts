import { describe, expect, it } from 'vitest';
import { type Centavos, centavos } from '../money/index.ts';
import { randomInt, seededRandom } from '../test-support/random.ts';
import { MAX_INSTALLMENTS, priceSchedule } from './index.ts';

const c = centavos;
const base = { firstDueDate: '2026-03-10', releaseDate: '2026-02-01' };
const total = (xs: readonly { amortization: Centavos }[]) => xs.reduce((s, x) => s + x.amortization, 0);

describe('priceSchedule', () => {
  it('R$ 1.000,00 at 2% a month in 12 pays R$ 94,56 a month (textbook Price example)', () => {
    // PMT = 1000 * 0.02 / (1 - 1.02^-12) = 94.5596... -> 94,56
    const s = priceSchedule({ ...base, principal: c(100_000), monthlyRate: 0.02, installments: 12 });
    expect(s).toHaveLength(12);
    for (const row of s.slice(0, 11)) expect(row.payment).toBe(9456);
    // Worked by hand: 1st interest 1000 * 2% = 20,00, amortization 74,56, balance 925,44.
    expect(s[0]).toEqual({
      number: 1,
      dueDate: '2026-03-10',
      payment: 9456,
      interest: 2000,
      amortization: 7456,
      balance: 92_544,
    });
    // 2nd: 925,44 * 2% = 18,5088 -> 18,51; amortization 76,05; balance 849,39.
    expect(s[1]).toMatchObject({ interest: 1851, amortization: 7605, balance: 84_939 });
    expect(total(s)).toBe(100_000);
    expect(s[11]?.balance).toBe(0);
    // The last absorbs the rounding residue: within a few centavos of the others.
    expect(Math.abs((s[11]?.payment ?? 0) - 9456)).toBeLessThanOrEqual(6);
  });

  it('due dates keep the day and clamp to the month end, counted from the first date', () => {
    const s = priceSchedule({
      principal: c(120_000),
      monthlyRate: 0.03,
      installments: 4,
      firstDueDate: '2026-01-31',
      releaseDate: '2025-12-20',
    });
    expect(s.map((r) => r.dueDate)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('1 instalment: principal plus one month of interest', () => {
    const s = priceSchedule({ ...base, principal: c(100_000), monthlyRate: 0.05, installments: 1 });
    expect(s).toEqual([
      {
        number: 1,
        dueDate: '2026-03-10',
        payment: 105_000,
        interest: 5000,
        amortization: 100_000,
        balance: 0,
      },
    ]);
  });

  it('rate 0 splits the principal, the last instalment taking the residue', () => {
    const s = priceSchedule({ ...base, principal: c(100_000), monthlyRate: 0, installments: 3 });
    expect(s.map((r) => r.payment)).toEqual([33_333, 33_333, 33_334]);
    expect(s.every((r) => r.interest === 0)).toBe(true);
  });

  it('18 instalments, the maximum', () => {
    const s = priceSchedule({ ...base, principal: c(350_000), monthlyRate: 0.0399, installments: 18 });
    expect(s).toHaveLength(MAX_INSTALLMENTS);
    expect(total(s)).toBe(350_000);
    expect(s[17]?.dueDate).toBe('2027-08-10');
  });

  it('refuses bad input', () => {
    const ok = { ...base, principal: c(1000), monthlyRate: 0.02, installments: 2 };
    expect(() => priceSchedule({ ...ok, installments: 19 })).toThrow(RangeError);
    expect(() => priceSchedule({ ...ok, installments: 0 })).toThrow(RangeError);
    expect(() => priceSchedule({ ...ok, principal: c(0) })).toThrow(RangeError);
    expect(() => priceSchedule({ ...ok, monthlyRate: -0.01 })).toThrow(RangeError);
    expect(() => priceSchedule({ ...ok, releaseDate: '2026-03-10' })).toThrow(RangeError);
  });

  it('property: for many inputs the table is consistent and exact', () => {
    const random = seededRandom(20260301);
    for (let k = 0; k < 2000; k++) {
      const principal = randomInt(random, 1, 2_000_000);
      const installments = randomInt(random, 1, MAX_INSTALLMENTS);
      const monthlyRate = randomInt(random, 0, 1000) / 10_000; // 0% to 10% a month
      const s = priceSchedule({ ...base, principal: c(principal), monthlyRate, installments });
      expect(total(s)).toBe(principal);
      let balance = principal;
      for (const row of s) {
        expect(row.payment).toBe(row.interest + row.amortization);
        expect(row.amortization).toBeGreaterThanOrEqual(0);
        expect(row.interest).toBe(Math.floor(balance * monthlyRate + 0.5 + 1e-7));
        balance -= row.amortization;
        expect(row.balance).toBe(balance);
      }
      expect(balance).toBe(0);
      if (principal >= 100 * installments) {
        // Constant payment; only the last may differ, by the accumulated roundings (under 2 per instalment).
        const first = s[0]?.payment ?? 0;
        for (const row of s.slice(0, -1)) expect(row.payment).toBe(first);
        expect(Math.abs((s.at(-1)?.payment ?? 0) - first)).toBeLessThanOrEqual(2 * installments);
      }
    }
  }, 30_000);
});
