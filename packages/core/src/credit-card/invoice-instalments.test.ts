import { describe, expect, it } from 'vitest';
import { annualFromMonthly, iof, priceSchedule } from '../credit/index.ts';
import { centavos } from '../money/index.ts';
import { cetPercent, INVOICE_INSTALMENT_MONTHLY_RATE, invoiceInstalmentPlan } from './invoice-instalments.ts';

/** The invoice was due on 2026-12-10; the plan's first instalment falls due with the next, 2027-01-10. */
const plan = (owed: number, instalments: number, releaseDate = '2026-12-10') =>
  invoiceInstalmentPlan({
    owed: centavos(owed),
    instalments,
    releaseDate: releaseDate as never,
    firstDueDate: '2027-01-10',
  });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('an invoice instalment plan (Price table at 4,99% a month, IOF financed)', () => {
  /*
   * R$ 1.000,00 in 3, by hand. The plan pays the invoice on its due date, 10/12/2026; instalments on
   * 10/01, 10/02 and 10/03/2027: 31, 62 and 90 days later.
   *
   * IOF financed (Decreto 6.306/2007 art. 7: 0,0082% a day on each amortization + 0,38% on the principal),
   * the principal P = 1.000,00 + IOF(P). Try P = R$ 1.008,95:
   *   PMT = 100895 x 0,0499 / (1 - 1,0499^-3) = 100895 x 0,0499 / (1 - 1/1,15729428) = 37042,57 -> R$ 370,43
   *   1: interest 100895 x 0,0499 = 5034,66 -> 50,35; amortization 370,43 - 50,35 = 320,08; balance 688,87
   *   2: interest  68887 x 0,0499 = 3437,46 -> 34,37; amortization 336,06; balance 352,81
   *   3: interest  35281 x 0,0499 = 1760,52 -> 17,61; amortization 352,81 (the rest); payment 370,42
   *   daily IOF: 32008 x 0,000082 x 31 = 81,36 -> 0,81; 33606 x 0,000082 x 62 = 170,85 -> 1,71;
   *              35281 x 0,000082 x 90 = 260,37 -> 2,60; sum R$ 5,12
   *   additional IOF: 100895 x 0,0038 = 383,40 -> R$ 3,83
   *   IOF = 5,12 + 3,83 = R$ 8,95, and 1.000,00 + 8,95 = 1.008,95 = P: the fixed point.
   * Total 370,43 + 370,43 + 370,42 = R$ 1.111,28; interest 1.111,28 - 1.008,95 = R$ 102,33.
   *
   * CET (Resolução CMN 4.881/2020): the annual c with
   *   1.000,00 = 370,43/(1+c)^(31/365) + 370,43/(1+c)^(62/365) + 370,42/(1+c)^(90/365)
   *   at c = 0,8901 the right side is 1.000,0011; at c = 0,89015 it is 999,9968: c = 89,01% a.a.
   * Above 4,99% a month compounded (1,0499^12 - 1 = 79,38% a.a.), as it must be: the IOF is a cost.
   * Without the IOF (the plan before: principal 1.000,00, instalments 367,14, from 03/12) it read 68,49%.
   */
  it('R$ 1.000,00 in 3: IOF R$ 8,95 financed, R$ 370,43 a month, CET 89,01% a.a.', () => {
    const p = plan(100_000, 3);
    expect(p.iof).toMatchObject({ daily: 512, additional: 383, total: 895 });
    expect(p.iof.perInstallment.map((i) => [i.days, i.daily])).toEqual([
      [31, 81],
      [62, 171],
      [90, 260],
    ]);
    expect(p).toMatchObject({
      owed: 100_000,
      principal: 100_895,
      surplus: 0,
      total: 111_128,
      interest: 10_233,
    });
    expect(p.schedule.map((i) => [i.payment, i.interest, i.amortization, i.balance])).toEqual([
      [37_043, 5_035, 32_008, 68_887],
      [37_043, 3_437, 33_606, 35_281],
      [37_042, 1_761, 35_281, 0],
    ]);
    expect(p.schedule.map((i) => i.dueDate)).toEqual(['2027-01-10', '2027-02-10', '2027-03-10']);
    expect(cetPercent(p.cet)).toBe(89.01);
    expect(p.cet).toBeGreaterThan(annualFromMonthly(INVOICE_INSTALMENT_MONTHLY_RATE));
  });

  it('the IOF is exactly the IOF of the plan’s own schedule, and the principal is what was owed plus it', () => {
    for (const [owed, n] of [
      [50_000, 2],
      [16_129, 12],
      [1_234_567, 7],
      [100, 2],
    ] as const) {
      const p = plan(owed, n);
      const schedule = priceSchedule({
        principal: p.principal,
        monthlyRate: INVOICE_INSTALMENT_MONTHLY_RATE,
        installments: n,
        firstDueDate: '2027-01-10',
        releaseDate: '2026-12-10',
      });
      expect(p.schedule).toEqual(schedule);
      expect(p.iof).toEqual(iof({ schedule, releaseDate: '2026-12-10' }));
      expect(p.principal).toBe(owed + p.iof.total + p.surplus);
      expect(sum(p.schedule.map((i) => i.amortization))).toBe(p.principal);
      expect(p.total - p.principal).toBe(p.interest);
      expect(p.cet).toBeGreaterThan(annualFromMonthly(INVOICE_INSTALMENT_MONTHLY_RATE));
    }
  });

  it('a plan made after the due date counts the IOF from that day', () => {
    const late = plan(100_000, 3, '2026-12-15');
    expect(late.iof.perInstallment.map((i) => i.days)).toEqual([26, 57, 85]);
    expect(late.iof.total).toBeLessThan(plan(100_000, 3).iof.total);
  });

  it('when centavo rounding leaves no exact principal, one centavo more is financed and given back', () => {
    // Found by scanning: the IOF of P and of P + 1 cross, as financeWithIof explains (about 1 plan in 60).
    let found = null;
    for (let owed = 10_000; owed < 20_000 && !found; owed += 1) {
      const p = plan(owed, 3);
      if (p.surplus > 0) found = p;
    }
    expect(found).not.toBeNull();
    expect(found?.surplus).toBe(1);
    expect(found && found.principal - found.owed - found.iof.total).toBe(1);
  });

  it('only 2 to 12 instalments', () => {
    expect(() => plan(100_000, 1)).toThrow(RangeError);
    expect(() => plan(100_000, 13)).toThrow(RangeError);
    expect(() => plan(100_000, 2.5)).toThrow(RangeError);
  });
});
