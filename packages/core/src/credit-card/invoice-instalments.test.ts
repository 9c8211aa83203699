import { describe, expect, it } from 'vitest';
import { centavos } from '../money/index.ts';
import { invoiceInstalmentPlan } from './invoice-instalments.ts';

const plan = (total: number, instalments: number) =>
  invoiceInstalmentPlan({
    total: centavos(total),
    instalments,
    today: '2026-12-03',
    firstDueDate: '2027-01-10',
  });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('an invoice instalment plan (Price table at 4,99% a month)', () => {
  it('R$ 1.000,00 in 3: R$ 367,14 a month, interest R$ 101,42, to the centavo', () => {
    const p = plan(100_000, 3);
    expect(p.map((i) => i.payment)).toEqual([36_714, 36_714, 36_714]);
    expect(p[0]).toMatchObject({
      interest: 4_990,
      amortization: 31_724,
      balance: 68_276,
      dueDate: '2027-01-10',
    });
    expect(p[2]).toMatchObject({ interest: 1_745, amortization: 34_969, balance: 0, dueDate: '2027-03-10' });
    expect(sum(p.map((i) => i.payment))).toBe(110_142);
    expect(sum(p.map((i) => i.amortization))).toBe(100_000);
  });

  it('R$ 500,00 in 2: the last instalment takes the rounding residue', () => {
    const p = plan(50_000, 2);
    expect(p.map((i) => i.payment)).toEqual([26_886, 26_887]);
    expect(sum(p.map((i) => i.amortization))).toBe(50_000);
  });

  it('R$ 161,29 in 12: R$ 18,19 a month, the last R$ 18,15', () => {
    const p = plan(16_129, 12);
    expect(p[0]).toMatchObject({ payment: 1_819, interest: 805, amortization: 1_014 });
    expect(p[11]).toMatchObject({ payment: 1_815, interest: 86, balance: 0, dueDate: '2027-12-10' });
    expect(sum(p.map((i) => i.payment))).toBe(21_824);
  });

  it('only 2 to 12 instalments', () => {
    expect(() => plan(100_000, 1)).toThrow(RangeError);
    expect(() => plan(100_000, 13)).toThrow(RangeError);
    expect(() => plan(100_000, 2.5)).toThrow(RangeError);
  });
});
