import { describe, expect, it } from 'vitest';
import {
  applyBps,
  carriedCharges,
  invoiceDatesFor,
  limitView,
  minimumPayment,
  openInvoiceDates,
  paymentStatusOf,
  redeemable,
} from './invoice-math.ts';

describe('guaranteed-credit limit', () => {
  it('R$ 500,00 invested is a R$ 500,00 limit; used and available in centavos', () => {
    expect(limitView(50_000, 0)).toEqual({ total: 50_000, used: 0, available: 50_000 });
    expect(limitView(50_000, 12_345)).toEqual({ total: 50_000, used: 12_345, available: 37_655 });
    expect(limitView(50_000, 60_000).available).toBe(0);
  });

  it('only the part of the guarantee not backing the used limit may be redeemed', () => {
    expect(redeemable(50_000, 0)).toBe(50_000);
    expect(redeemable(50_000, 12_345)).toBe(37_655);
    expect(redeemable(50_000, 50_000)).toBe(0);
    expect(redeemable(50_000, 70_000)).toBe(0);
  });

  it('refuses amounts that are not whole centavos', () => {
    expect(() => limitView(50_000, 1.5)).toThrow(RangeError);
    expect(() => redeemable(-1, 0)).toThrow(RangeError);
  });
});

describe('invoice arithmetic', () => {
  it('applies basis points half up', () => {
    expect(applyBps(10_000, 690)).toBe(690);
    expect(applyBps(1, 5_000)).toBe(1); // 0,5 centavo rounds up
    expect(applyBps(3, 1_500)).toBe(0); // 0,45 rounds down
  });

  it('minimum payment: 15%, at least R$ 50,00, never above the invoice', () => {
    expect(minimumPayment(0)).toBe(0);
    expect(minimumPayment(3_000)).toBe(3_000);
    expect(minimumPayment(20_000)).toBe(5_000);
    expect(minimumPayment(100_000)).toBe(15_000);
    expect(minimumPayment(123_457)).toBe(18_519); // 18.518,55 half up
  });

  it('closes 7 days before the due day; the closing day starts the next invoice', () => {
    expect(invoiceDatesFor('2026-11-01', 10)).toEqual({ closing: '2026-11-03', due: '2026-11-10' });
    expect(invoiceDatesFor('2027-02-01', 5)).toEqual({ closing: '2027-01-29', due: '2027-02-05' });
    expect(openInvoiceDates('2026-11-02', 10)).toEqual({ closing: '2026-11-03', due: '2026-11-10' });
    expect(openInvoiceDates('2026-11-03', 10)).toEqual({ closing: '2026-12-03', due: '2026-12-10' });
    expect(openInvoiceDates('2026-11-25', 10)).toEqual({ closing: '2026-12-03', due: '2026-12-10' });
    expect(openInvoiceDates('2026-12-31', 5)).toEqual({ closing: '2027-01-29', due: '2027-02-05' });
  });

  it('nothing carried when the invoice was paid in full', () => {
    expect(carriedCharges({ total: 10_000, paid: 10_000, minimum: 5_000 })).toEqual({
      previousBalance: 0,
      interest: 0,
      fine: 0,
      mora: 0,
      iof: 0,
      charges: 0,
    });
  });

  it('minimum paid: the rest carried with revolving interest and IOF, no late charges', () => {
    // R$ 1.000,00 invoice, R$ 150,00 paid: R$ 850,00 revolving
    expect(carriedCharges({ total: 100_000, paid: 15_000, minimum: 15_000 })).toEqual({
      previousBalance: 85_000,
      interest: 5_865, // 6,90%
      fine: 0,
      mora: 0,
      iof: 532, // 0,38% = 323 + 0,0082% x 30 days = 209,1 -> 209
      charges: 6_397,
    });
  });

  it('below the minimum: fine 2% and mora 1% as well', () => {
    expect(carriedCharges({ total: 100_000, paid: 0, minimum: 15_000 })).toEqual({
      previousBalance: 100_000,
      interest: 6_900,
      fine: 2_000,
      mora: 1_000,
      iof: 626,
      charges: 10_526,
    });
  });

  it('charges never exceed the unpaid balance (cap of 100% of the debt)', () => {
    const c = carriedCharges({ total: 3, paid: 0, minimum: 3 });
    expect(c.charges).toBeLessThanOrEqual(c.previousBalance);
  });

  it('payment status follows the amount paid', () => {
    expect(paymentStatusOf({ total: 100, paid: 0, minimum: 50 })).toBeNull();
    expect(paymentStatusOf({ total: 100, paid: 10, minimum: 50 })).toBe('ABAIXO_DO_MINIMO');
    expect(paymentStatusOf({ total: 100, paid: 50, minimum: 50 })).toBe('MINIMO');
    expect(paymentStatusOf({ total: 100, paid: 100, minimum: 50 })).toBe('INTEGRAL');
  });
});
