import { type Centavos, centavos } from '../money/index.ts';

/**
 * The anniversary withdrawal's table (saque-aniversário): Lei 8.036/1990, Anexo, as added by
 * Lei 13.932/2019. Each bracket is an upper bound of the balance (inclusive), a rate in percent and an
 * additional amount in centavos; the last bracket has no bound.
 */
export const WITHDRAWAL_BRACKETS: readonly {
  upTo: number | null;
  ratePercent: number;
  additional: number;
}[] = [
  { upTo: 50_000, ratePercent: 50, additional: 0 },
  { upTo: 100_000, ratePercent: 40, additional: 5_000 },
  { upTo: 500_000, ratePercent: 30, additional: 15_000 },
  { upTo: 1_000_000, ratePercent: 20, additional: 65_000 },
  { upTo: 1_500_000, ratePercent: 15, additional: 115_000 },
  { upTo: 2_000_000, ratePercent: 10, additional: 190_000 },
  { upTo: null, ratePercent: 5, additional: 290_000 },
];

/**
 * The yearly withdrawal of a balance: balance x the bracket's rate + the bracket's additional amount,
 * rounded half up to the centavo (Lei 8.036/1990 art. 20-D and Anexo, by Lei 13.932/2019).
 */
export function anniversaryWithdrawal(balance: Centavos): Centavos {
  if (!Number.isSafeInteger(balance) || balance < 0) throw new RangeError(`bad balance ${String(balance)}`);
  if (balance === 0) return centavos(0);
  const bracket = WITHDRAWAL_BRACKETS.find((row) => row.upTo === null || balance <= row.upTo);
  if (!bracket) throw new RangeError('no bracket');
  // balance * rate / 100, half up, in integers.
  const part = Math.floor((balance * bracket.ratePercent * 2 + 100) / 200);
  return centavos(Math.min(balance, part + bracket.additional));
}

/**
 * The withdrawals of the next `years` anniversaries, projected from today's balance with no new
 * deposits and no yield: each year's balance is the previous minus its withdrawal.
 */
export function projectedWithdrawals(balance: Centavos, years: number): Centavos[] {
  const out: Centavos[] = [];
  let left: number = balance;
  for (let year = 0; year < years; year++) {
    const value = anniversaryWithdrawal(centavos(left));
    out.push(value);
    left -= value;
  }
  return out;
}
