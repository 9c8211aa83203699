import { type Centavos, centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import { type Funds, fundsProblem } from './funds-check.ts';

const c = (n: number): Centavos => centavos(n);
const day: Funds = {
  balance: c(100_000),
  dailyAvailable: c(50_000),
  nocturnalAvailable: c(10_000),
  nocturnalNow: false,
};

describe('fundsProblem', () => {
  it('lets through what the balance and the limit cover, to the centavo', () => {
    expect(fundsProblem(c(50_000), day)).toBeNull();
    expect(fundsProblem(c(1), day)).toBeNull();
  });

  it('refuses more than the balance first, naming the balance', () => {
    expect(fundsProblem(c(5_000_000), day)).toEqual({ kind: 'balance', balance: c(100_000) });
    expect(fundsProblem(c(100_001), { ...day, dailyAvailable: c(0) })).toEqual({
      kind: 'balance',
      balance: c(100_000),
    });
  });

  it('refuses more than the daily limit left', () => {
    expect(fundsProblem(c(50_001), day)).toEqual({ kind: 'limit', available: c(50_000), nocturnal: false });
  });

  it('names the nocturnal limit at night when it is the smaller one', () => {
    const night = { ...day, nocturnalNow: true };
    expect(fundsProblem(c(10_001), night)).toEqual({ kind: 'limit', available: c(10_000), nocturnal: true });
    expect(fundsProblem(c(10_000), night)).toBeNull();
    // a night limit larger than what is left of the day's: the daily one is named
    const late = { ...night, dailyAvailable: c(5_000) };
    expect(fundsProblem(c(6_000), late)).toEqual({ kind: 'limit', available: c(5_000), nocturnal: false });
  });
});
