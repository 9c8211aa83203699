import { describe, expect, it } from 'vitest';
import { daysBetween, isWorkingDay } from '../calendar/index.ts';
import { centavos } from '../money/index.ts';
import {
  financedAmount,
  installmentSchedule,
  payableDueDate,
  payableSchedule,
} from './installment-schedule.ts';
import { dueDateOf, priceSchedule } from './price.ts';

const c = centavos;

describe('payable due dates', () => {
  it('counts months from the first date and moves weekends and holidays to the next working day', () => {
    expect(payableDueDate('2027-01-21', 1)).toBe('2027-01-21');
    expect(payableDueDate('2027-01-21', 4)).toBe('2027-04-22'); // 21 Apr 2027, Tiradentes (Wed)
    expect(payableDueDate('2026-11-03', 3)).toBe('2027-01-04'); // 3 Jan 2027 is a Sunday
    expect(payableDueDate('2027-01-29', 2)).toBe('2027-03-01'); // 28 Feb 2027 is a Sunday
    expect(payableDueDate('2027-01-29', 3)).toBe('2027-03-29'); // counted from the first, not chained
  });

  it('moves a first date that falls on a holiday', () => {
    expect(payableDueDate('2026-11-02', 1)).toBe('2026-11-03'); // Finados
  });

  it('refuses a bad date or number', () => {
    expect(() => payableDueDate('2027-02-30', 1)).toThrow(RangeError);
    expect(() => payableDueDate('2027-01-21', 0)).toThrow(RangeError);
    expect(() => payableDueDate('2027-01-21', 1.5)).toThrow(RangeError);
  });
});

describe('installmentSchedule', () => {
  it('lists number, payable date and value; the last may differ', () => {
    const schedule = installmentSchedule({
      firstDueDate: '2027-01-21',
      installments: 4,
      installmentValue: c(15_990),
      lastInstallmentValue: c(15_993),
    });
    expect(schedule).toEqual([
      { number: 1, dueDate: '2027-01-21', value: 15_990 },
      { number: 2, dueDate: '2027-02-22', value: 15_990 }, // 21 Feb 2027 is a Sunday
      { number: 3, dueDate: '2027-03-22', value: 15_990 }, // 21 Mar 2027 is a Sunday
      { number: 4, dueDate: '2027-04-22', value: 15_993 },
    ]);
  });

  it('gives 18 working-day dates in order, each within 5 days of its contract date', () => {
    for (const firstDueDate of ['2026-12-15', '2026-12-31']) {
      const schedule = installmentSchedule({ firstDueDate, installments: 18, installmentValue: c(20_000) });
      expect(schedule.map((i) => i.number)).toEqual(Array.from({ length: 18 }, (_, k) => k + 1));
      schedule.forEach((i, k) => {
        expect(isWorkingDay(i.dueDate)).toBe(true);
        expect(i.value).toBe(20_000);
        const contract = dueDateOf(firstDueDate, i.number);
        expect(daysBetween(contract, i.dueDate)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(contract, i.dueDate)).toBeLessThanOrEqual(5);
        const previous = schedule[k - 1];
        if (previous) expect(i.dueDate > previous.dueDate).toBe(true);
      });
    }
    // A month end on a weekend moves into the next month: 31 Jul 2027 is a Saturday.
    expect(payableDueDate('2026-12-31', 8)).toBe('2027-08-02');
  });

  it('refuses a count outside 1..18 or a value that is not centavos', () => {
    const base = { firstDueDate: '2027-01-21', installmentValue: c(100) };
    expect(() => installmentSchedule({ ...base, installments: 0 })).toThrow(RangeError);
    expect(() => installmentSchedule({ ...base, installments: 19 })).toThrow(RangeError);
    expect(() => installmentSchedule({ ...base, installments: 2, installmentValue: 1.5 as never })).toThrow(
      RangeError,
    );
    expect(() =>
      installmentSchedule({ ...base, installments: 2, lastInstallmentValue: -1 as never }),
    ).toThrow(RangeError);
  });
});

describe('payableSchedule', () => {
  it('keeps the Price payments and moves only the day they are paid', () => {
    const price = priceSchedule({
      principal: c(199_900),
      monthlyRate: 0.0399,
      installments: 6,
      firstDueDate: '2027-01-21',
      releaseDate: '2026-12-15',
    });
    const payable = payableSchedule(price);
    expect(payable.map((i) => i.value)).toEqual(price.map((i) => i.payment));
    expect(payable.map((i) => i.dueDate)).toEqual([
      '2027-01-21',
      '2027-02-22',
      '2027-03-22',
      '2027-04-22',
      '2027-05-21',
      '2027-06-21',
    ]);
    expect(price[1]?.dueDate).toBe('2027-02-21'); // the contract date itself is unchanged
    expect(payableSchedule([])).toEqual([]);
  });
});

describe('financedAmount', () => {
  it('is product + insurance + accessories - down payment', () => {
    expect(
      financedAmount({ productValue: c(249_900), insuranceValue: c(44_982), downPayment: c(50_000) }),
    ).toBe(244_882);
    expect(
      financedAmount({
        productValue: c(249_900),
        insuranceValue: c(0),
        accessoriesValue: c(0),
        downPayment: c(249_900),
      }),
    ).toBe(0);
  });

  it('refuses a down payment above the total, or amounts that are not centavos', () => {
    expect(() =>
      financedAmount({ productValue: c(100_000), insuranceValue: c(0), downPayment: c(100_001) }),
    ).toThrow(RangeError);
    expect(() =>
      financedAmount({ productValue: 10.5 as never, insuranceValue: c(0), downPayment: c(0) }),
    ).toThrow(RangeError);
    expect(() =>
      financedAmount({ productValue: c(100), insuranceValue: -1 as never, downPayment: c(0) }),
    ).toThrow(RangeError);
  });
});
