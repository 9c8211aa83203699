import { daysBetween, type IsoDate } from '../calendar/index.ts';
import { type Centavos, centavos } from '../money/index.ts';

/**
 * The guarantee's yield: a CDB at a percent of the CDI, daily liquidity (wallet.md section 3,
 * Investment). Factors are whole numbers of hundred-millionths (1,00055131 is 100_055_131), as the DI
 * factor is published with 8 decimals, so every step below is exact integer arithmetic.
 */
export const FACTOR_ONE = 100_000_000n;
/** The guarantee's CDB pays this percent of the CDI (cartao-garantia/produto-investimento). */
export const GUARANTEE_PERCENT_OF_CDI = 100;
/** Business days in the year of the DI rate (the CDI is an annual rate on 252 business days). */
export const CDI_BUSINESS_DAYS_PER_YEAR = 252;

/**
 * One business day's factor for a CDI published as an annual percent (14,90 for 14,90% a.a.) and the
 * product's percent of it: (1 + CDI)^(1/252) rounded to 8 decimals, then 1 + (that - 1) x percent.
 */
export function cdiDailyFactor(annualPercent: number, percentOfCdi: number): bigint {
  if (!(annualPercent >= 0) || !(percentOfCdi >= 0)) throw new RangeError('rates must be zero or positive');
  const di = BigInt(Math.round((1 + annualPercent / 100) ** (1 / CDI_BUSINESS_DAYS_PER_YEAR) * 1e8));
  // percent in hundredths (100,00% is 10_000), rounded half up to the 8th decimal
  const pct = BigInt(Math.round(percentOfCdi * 100));
  return FACTOR_ONE + ((di - FACTOR_ONE) * pct + 5_000n) / 10_000n;
}

/** The product of the daily factors, each step rounded half up to 8 decimals. */
export function accumulateFactors(dailyFactors: readonly bigint[]): bigint {
  let acc = FACTOR_ONE;
  for (const f of dailyFactors) acc = (acc * f + FACTOR_ONE / 2n) / FACTOR_ONE;
  return acc;
}

/** The income on `principal` for an accumulated factor, cut to the centavo (never a centavo not earned). */
export function grossIncome(principal: Centavos, factor: bigint): Centavos {
  if (factor < FACTOR_ONE) return centavos(0);
  return centavos(Number((BigInt(principal) * (factor - FACTOR_ONE)) / FACTOR_ONE));
}

/**
 * Income tax withheld on fixed income by the days the money was held (Lei 11.033/2004 art. 1, I to IV):
 * 22,5% up to 180 days, 20% from 181 to 360, 17,5% from 361 to 720, 15% above 720. In basis points.
 */
export function incomeTaxBps(daysHeld: number): number {
  if (daysHeld <= 180) return 2_250;
  if (daysHeld <= 360) return 2_000;
  if (daysHeld <= 720) return 1_750;
  return 1_500;
}

/**
 * IOF on a redemption within 30 days, as a percent of the income (Decreto 6.306/2007 art. 32 and its
 * annex: 1% a day limited to the income, from 96% on day 1 down to 0% on day 30).
 */
export const IOF_REDEMPTION_TABLE: readonly number[] = [
  96, 93, 90, 86, 83, 80, 76, 73, 70, 66, 63, 60, 56, 53, 50, 46, 43, 40, 36, 33, 30, 26, 23, 20, 16, 13, 10,
  6, 3, 0,
];

export function redemptionIofPercent(daysHeld: number): number {
  if (daysHeld <= 0) return 0;
  return daysHeld >= IOF_REDEMPTION_TABLE.length ? 0 : (IOF_REDEMPTION_TABLE[daysHeld - 1] ?? 0);
}

/** Half up, exact: a x n / d for whole a, n >= 0 and d > 0. */
const share = (a: number, n: number, d: number): number => Math.floor((a * n * 2 + d) / (2 * d));

export interface LotPosition {
  principal: Centavos;
  income: Centavos;
  /** principal + income. */
  gross: Centavos;
  iof: Centavos;
  incomeTax: Centavos;
  /** What a redemption of the whole lot would pay: gross - IOF - income tax. */
  net: Centavos;
  daysHeld: number;
}

/**
 * One investment's position on a day: the income its factor gives, the IOF of a redemption that day
 * (a percent of the income), and the income tax on the income less that IOF, each rounded half up to
 * the centavo. Base: Lei 8.981/1995 art. 65 § 1 (redemption net of IOF less the amount invested); rate: Lei 11.033/2004 art. 1.
 */
export function lotPosition(input: {
  principal: Centavos;
  investedOn: IsoDate;
  on: IsoDate;
  factor: bigint;
}): LotPosition {
  const daysHeld = Math.max(0, daysBetween(input.investedOn, input.on));
  const income = grossIncome(input.principal, input.factor);
  const iof = share(income, redemptionIofPercent(daysHeld), 100);
  const incomeTax = share(income - iof, incomeTaxBps(daysHeld), 10_000);
  return {
    principal: input.principal,
    income,
    gross: centavos(input.principal + income),
    iof: centavos(iof),
    incomeTax: centavos(incomeTax),
    net: centavos(input.principal + income - iof - incomeTax),
    daysHeld,
  };
}

export interface GuaranteeMove {
  /** The day the money went in (positive) or came out (negative). */
  on: IsoDate;
  amount: number;
}

/**
 * The investments still held, oldest first, after the redemptions took principal from the oldest
 * first (first in, first out), as a CDB redeemed in part is.
 */
export function openLots(moves: readonly GuaranteeMove[]): { investedOn: IsoDate; principal: Centavos }[] {
  const lots: { investedOn: IsoDate; principal: number }[] = [];
  for (const m of moves) {
    if (m.amount > 0) {
      lots.push({ investedOn: m.on, principal: m.amount });
      continue;
    }
    let out = -m.amount;
    while (out > 0 && lots.length > 0) {
      const first = lots[0] as { investedOn: IsoDate; principal: number };
      const take = Math.min(out, first.principal);
      first.principal -= take;
      out -= take;
      if (first.principal === 0) lots.shift();
    }
  }
  return lots.map((l) => ({ investedOn: l.investedOn, principal: centavos(l.principal) }));
}
