import { describe, expect, it } from 'vitest';
import { payableInstallments } from './payable-installments.ts';

const open = (number: number, overdue = false) => ({ number, paid: false, overdue });
const paid = (number: number) => ({ number, paid: true, overdue: false });

describe('payableInstallments', () => {
  it('offers only the next open instalment when none is overdue', () => {
    expect([...payableInstallments([paid(1), open(2), open(3)])]).toEqual([2]);
  });

  it('offers every overdue instalment and the next one, never a later one', () => {
    const payable = payableInstallments([open(1, true), paid(2), open(3, true), open(4), open(5)]);
    expect([...payable].sort()).toEqual([1, 3]);
    expect(payable.has(4)).toBe(false);
  });

  it('finds the next one whatever the order of the rows, and nothing once all are paid', () => {
    expect([...payableInstallments([open(3), open(2), paid(1)])]).toEqual([2]);
    expect(payableInstallments([paid(2), paid(1)]).size).toBe(0);
    expect(payableInstallments([]).size).toBe(0);
  });
});
