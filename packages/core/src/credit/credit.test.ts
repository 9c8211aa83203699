import { describe, expect, it } from 'vitest';
import { centavos } from '../money/index.ts';
import {
  cet,
  defaultFirstDueDate,
  downPaymentRange,
  financeWithIof,
  minimumEntry,
  monthlyFromAnnual,
  scheduleFlows,
  sliderDownPayment,
} from './index.ts';

const c = centavos;

describe('a phone financed end to end', () => {
  it('R$ 2.499,00 phone, 20% minimum entry, 18x at 3,99% a.m., IOF financed', () => {
    const price = c(249_900);
    const minimum = minimumEntry(price, 20); // R$ 499,80
    expect(minimum).toBe(49_980);
    const range = downPaymentRange({ minimumEntryValue: minimum });
    expect(range.min).toBe(50_000); // slider minimum: next whole real
    const downPayment = sliderDownPayment(c(50_000), range);
    const requested = c(price - downPayment); // R$ 1.999,00 financed; the down payment is not
    const today = '2026-10-01';
    const releaseDate = today;
    const firstDueDate = defaultFirstDueDate(today); // 2 Nov is a holiday -> 3 Nov
    expect(firstDueDate).toBe('2026-11-03');
    const financed = financeWithIof({
      requested,
      monthlyRate: 0.0399,
      installments: 18,
      firstDueDate,
      releaseDate,
    });
    expect(financed.released).toBe(requested);
    expect(financed.principal).toBe(requested + financed.iof.total);
    expect(financed.schedule).toHaveLength(18);
    expect(financed.schedule.at(-1)?.dueDate).toBe('2028-04-03');
    // IOF: 0,38% of the financed amount plus under 0,0082% * 365 = 2,993% of it.
    expect(financed.iof.total).toBeGreaterThan(financed.principal * 0.0038);
    expect(financed.iof.total).toBeLessThan(financed.principal * (0.0038 + 0.02993));
    const rate = cet({
      releasedAmount: financed.released,
      flows: scheduleFlows(financed.schedule),
      releaseDate,
    });
    // The CET is above the contract rate (3,99% a.m.), because of the financed IOF.
    expect(monthlyFromAnnual(rate)).toBeGreaterThan(0.0399);
    expect(monthlyFromAnnual(rate)).toBeLessThan(0.05);
  });
});
