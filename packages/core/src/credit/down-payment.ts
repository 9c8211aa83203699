import { type Centavos, centavos, isCentavos } from '../money/index.ts';
import { MAX_INSTALLMENTS } from './price.ts';

/** Instalments offered by default when the first proposal is created (financing.md sections 4 and 9). */
export const DEFAULT_INSTALLMENTS = MAX_INSTALLMENTS;

/** The slider's maximum before a proposal gives the requested amount: R$ 10.000,00 (financing.md section 9). */
export const DEFAULT_MAX_DOWN_PAYMENT: Centavos = centavos(1_000_000);

/**
 * The least amount a proposal must still finance, subtracted from the slider's maximum. The spec
 * says the maximum is "current down payment + requested amount - a fixed floor constant (value not
 * shown)"; this product sets it to R$ 100,00, so a down payment can never turn a financing into a
 * contract of a few centavos.
 */
export const MIN_FINANCED_AMOUNT: Centavos = centavos(10_000);

const ONE_REAL = 100;

/**
 * The minimum down payment: productPrice * minimumEntryPercentage / 100, rounded UP to the centavo
 * (never below the percentage). The percentage is given in percent points as the credit status
 * sends it (25 means 25%), 0 to 100, with up to 6 decimals; computed exactly with integers.
 */
export function minimumEntry(productPrice: Centavos, minimumEntryPercentage: number): Centavos {
  if (!isCentavos(productPrice) || productPrice < 0) {
    throw new RangeError(`productPrice must be non-negative centavos, got ${String(productPrice)}`);
  }
  if (
    !Number.isFinite(minimumEntryPercentage) ||
    minimumEntryPercentage < 0 ||
    minimumEntryPercentage > 100
  ) {
    throw new RangeError(`minimumEntryPercentage must be 0..100, got ${String(minimumEntryPercentage)}`);
  }
  const micro = BigInt(Math.round(minimumEntryPercentage * 1_000_000)); // percent in millionths
  const denominator = 100_000_000n;
  const numerator = BigInt(productPrice) * micro;
  return centavos(Number((numerator + denominator - 1n) / denominator));
}

export interface DownPaymentRangeInput {
  /** The simulation's minimumEntryValue, in centavos. */
  minimumEntryValue: Centavos;
  /** The down payment of the current proposal; with requestedAmount, gives the maximum. */
  currentDownPayment?: Centavos;
  /** The current proposal's requestedAmount (what it finances). */
  requestedAmount?: Centavos;
  /**
   * What requestedAmount finances besides the phone: the insurance (its insuranceValue). It is
   * always financed whole, so the down payment leaves MIN_FINANCED_AMOUNT of the phone's price
   * financed, as the service requires (the CET's FC0, price - down payment, stays positive).
   */
  financedCharges?: Centavos;
}

export interface DownPaymentRange {
  /** minimumEntryValue rounded up to the next whole real. */
  min: Centavos;
  /** Whole reais. */
  max: Centavos;
  /** True when no down payment fits (max below min): the phone costs too much for the limit. */
  empty: boolean;
}

/**
 * The down payment slider's bounds (financing.md section 5). The slider moves in whole reais
 * ("moving the slider resets the decimals to 0"), so:
 * - min = minimumEntryValue rounded UP to the next whole real (R$ 250,01 -> R$ 251,00), never below
 *   the simulated minimum;
 * - max = currentDownPayment + requestedAmount - financedCharges - MIN_FINANCED_AMOUNT, rounded DOWN
 *   to a whole real, so at least MIN_FINANCED_AMOUNT of the phone stays financed (financedCharges,
 *   the insurance, 0 when absent); before a proposal exists (either value missing)
 *   max = DEFAULT_MAX_DOWN_PAYMENT (R$ 10.000,00).
 */
export function downPaymentRange(input: DownPaymentRangeInput): DownPaymentRange {
  const { minimumEntryValue, currentDownPayment, requestedAmount } = input;
  const financedCharges = input.financedCharges ?? 0;
  if (!isCentavos(financedCharges) || financedCharges < 0) {
    throw new RangeError(`financedCharges must be non-negative centavos, got ${String(financedCharges)}`);
  }
  if (!isCentavos(minimumEntryValue) || minimumEntryValue < 0) {
    throw new RangeError(`minimumEntryValue must be non-negative centavos, got ${String(minimumEntryValue)}`);
  }
  const min = centavos(Math.ceil(minimumEntryValue / ONE_REAL) * ONE_REAL);
  let max: Centavos = DEFAULT_MAX_DOWN_PAYMENT;
  if (currentDownPayment !== undefined && requestedAmount !== undefined) {
    const raw = currentDownPayment + requestedAmount - financedCharges - MIN_FINANCED_AMOUNT;
    max = centavos(Math.max(0, Math.floor(raw / ONE_REAL) * ONE_REAL));
  }
  return { min, max, empty: max < min };
}

/**
 * A slider value: the decimals dropped (whole reais) and the result held inside the range; an empty
 * range gives its min (the proposal will then be refused by the service, not by the slider).
 */
export function sliderDownPayment(value: Centavos, range: DownPaymentRange): Centavos {
  const whole = Math.floor(value / ONE_REAL) * ONE_REAL;
  return centavos(Math.max(range.min, Math.min(range.max, whole)));
}

/** The instalment counts offered: from the proposal's minimum up to MAX_INSTALLMENTS (18). */
export function installmentOptions(minimumInstallments = 1): number[] {
  if (
    !Number.isInteger(minimumInstallments) ||
    minimumInstallments < 1 ||
    minimumInstallments > MAX_INSTALLMENTS
  ) {
    throw new RangeError(
      `minimumInstallments must be 1..${MAX_INSTALLMENTS}, got ${String(minimumInstallments)}`,
    );
  }
  return Array.from(
    { length: MAX_INSTALLMENTS - minimumInstallments + 1 },
    (_, k) => minimumInstallments + k,
  );
}
