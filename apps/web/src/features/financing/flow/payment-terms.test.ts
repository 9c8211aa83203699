import type { Centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import type { Proposal } from './device-types.ts';
import {
  MIN_FINANCED_AMOUNT,
  offeredInstallments,
  pickedFirstDate,
  proposalTerms,
  sliderRange,
} from './payment-terms.ts';
import { isCombinationAvailable, skuFor } from './sku-choice.ts';

const c = (n: number) => n as Centavos;

describe('payment terms', () => {
  it('defaults to the slider minimum (whole reais), 18 instalments and the earliest working date', () => {
    // 2026-11-22 is a Sunday: +31 days = 2026-12-23, a Wednesday
    expect(proposalTerms(null, c(39_980), '2026-11-22')).toEqual({
      downPayment: 40_000,
      installments: 18,
      firstDate: '2026-12-23',
    });
  });

  it('keeps the earlier terms, raising the down payment to a new minimum', () => {
    const earlier = { downPayment: c(50_000), installments: 12, firstDate: '2027-01-04' };
    expect(proposalTerms(earlier, c(39_980), '2026-11-22')).toEqual(earlier);
    expect(proposalTerms(earlier, c(60_050), '2026-11-22')).toEqual({ ...earlier, downPayment: 60_100 });
  });

  it('bounds the slider: min rounded up, max = down payment + requested - R$ 100,00, default R$ 10.000,00', () => {
    expect(MIN_FINANCED_AMOUNT).toBe(10_000);
    expect(sliderRange(c(39_980), null)).toEqual({ min: 40_000, max: 1_000_000, empty: false });
    const proposal = {
      downPayment: c(40_000),
      requestedAmount: c(159_900),
      insuranceValue: c(0),
    } as Proposal;
    expect(sliderRange(c(39_980), proposal)).toEqual({ min: 40_000, max: 189_900, empty: false });
    // With R$ 337,37 of insurance inside the requested amount, R$ 100,00 of the phone still stays financed.
    const insured = { ...proposal, requestedAmount: c(193_637), insuranceValue: c(33_737) };
    expect(sliderRange(c(39_980), insured)).toEqual({ min: 40_000, max: 189_900, empty: false });
  });

  it('offers the minimum to 18 instalments', () => {
    expect(offeredInstallments(3)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(offeredInstallments(18)).toEqual([18]);
  });

  it('moves a picked holiday to the next working day', () => {
    // 2026-12-25 (Friday) is Christmas: Monday 2026-12-28
    expect(pickedFirstDate('2026-12-25')).toBe('2026-12-28');
    expect(pickedFirstDate('2026-12-23')).toBe('2026-12-23');
  });
});

describe('sku choice', () => {
  const details = {
    skus: [
      { color: 'Blue', storage: '128GB', available: true },
      { color: 'Green', storage: '256GB', available: false },
    ],
    colors: [],
    storages: [],
  } as never;

  it('finds a sku and says whether the combination is available', () => {
    expect(skuFor(details, 'Blue', '128GB')).toMatchObject({ color: 'Blue' });
    expect(skuFor(details, 'Blue', '256GB')).toBeNull();
    expect(isCombinationAvailable(details, 'Blue', '128GB')).toBe(true);
    expect(isCombinationAvailable(details, 'Blue', '256GB')).toBe(false);
    expect(isCombinationAvailable(details, 'Green', '256GB')).toBe(false);
  });
});
