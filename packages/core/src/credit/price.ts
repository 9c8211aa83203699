import { addMonths, compareIsoDates, type IsoDate, isIsoDate } from '../calendar/index.ts';
import { type Centavos, centavos, isCentavos } from '../money/index.ts';
import { roundHalfUp } from './rounding.ts';

/** The largest instalment count the product offers (financing.md section 9). */
export const MAX_INSTALLMENTS = 18;

export interface PriceScheduleInput {
  /** The financed amount, in centavos (> 0). */
  principal: Centavos;
  /** Interest per month as a decimal: 0.02 is 2% a.m. Zero allowed. */
  monthlyRate: number;
  /** 1 to MAX_INSTALLMENTS. */
  installments: number;
  /** The first instalment's due date; the others fall on the same day of the following months. */
  firstDueDate: IsoDate;
  /** The day the money is released; must be before the first due date. */
  releaseDate: IsoDate;
}

export interface Installment {
  /** 1-based. */
  number: number;
  dueDate: IsoDate;
  /** What the customer pays: interest + amortization. */
  payment: Centavos;
  interest: Centavos;
  amortization: Centavos;
  /** The balance still owed after this payment (0 after the last). */
  balance: Centavos;
}

/** PMT = P*i / (1 - (1+i)^-n), in (unrounded) centavos; P/n when the rate is zero. */
export function pricePayment(principal: number, monthlyRate: number, installments: number): number {
  if (monthlyRate === 0) return principal / installments;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -installments);
}

/** Due date of instalment `number` (1-based): firstDueDate plus number-1 months, clamped to month end. */
export function dueDateOf(firstDueDate: IsoDate, number: number): IsoDate {
  // Always counted from the first date, never chained, so 31 Jan gives 28 Feb and then 31 Mar.
  return addMonths(firstDueDate, number - 1);
}

function validate(input: PriceScheduleInput): void {
  const { principal, monthlyRate, installments, firstDueDate, releaseDate } = input;
  if (!isCentavos(principal) || principal <= 0) {
    throw new RangeError(`principal must be positive centavos, got ${String(principal)}`);
  }
  if (!Number.isFinite(monthlyRate) || monthlyRate < 0 || monthlyRate >= 1) {
    throw new RangeError(`monthlyRate must be a decimal in [0, 1), got ${String(monthlyRate)}`);
  }
  if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS) {
    throw new RangeError(`installments must be 1..${MAX_INSTALLMENTS}, got ${String(installments)}`);
  }
  if (!isIsoDate(firstDueDate) || !isIsoDate(releaseDate)) {
    throw new RangeError(`dates must be ISO dates, got ${firstDueDate} and ${releaseDate}`);
  }
  if (compareIsoDates(releaseDate, firstDueDate) >= 0) {
    throw new RangeError(`releaseDate ${releaseDate} must be before firstDueDate ${firstDueDate}`);
  }
}

/**
 * The Price (French) table: a constant payment PMT = P*i / (1 - (1+i)^-n).
 *
 * Rounding, exact in integer centavos:
 * - the payment is PMT rounded half up to the centavo;
 * - each instalment's interest is balance * i rounded half up to the centavo;
 * - amortization = payment - interest, and the balance falls by it;
 * - the LAST instalment absorbs the residue: its amortization is the whole remaining balance and its
 *   payment is that plus its interest, so it may differ from the others by a few centavos and the
 *   amortizations always sum exactly to the principal.
 * Interest is charged per monthly period whatever the length of the first period (release to first
 * due date, 31 to 59 days in this product); the day-exact cost of a longer first period shows in
 * the CET, which counts days. `releaseDate` is only checked to come before the first due date.
 * Degenerate case: when the principal is under a few centavos per instalment, the rounded payment can
 * amortize the balance before the end; amortization is then capped at the balance and the remaining
 * instalments are 0 (the sums stay exact).
 */
export function priceSchedule(input: PriceScheduleInput): Installment[] {
  validate(input);
  const { principal, monthlyRate, installments, firstDueDate } = input;
  const payment = roundHalfUp(pricePayment(principal, monthlyRate, installments));
  const schedule: Installment[] = [];
  let balance: number = principal;
  for (let number = 1; number <= installments; number++) {
    const interest = roundHalfUp(balance * monthlyRate);
    const last = number === installments;
    const amortization = last ? balance : Math.min(payment - interest, balance);
    balance -= amortization;
    schedule.push({
      number,
      dueDate: dueDateOf(firstDueDate, number),
      payment: centavos(interest + amortization),
      interest: centavos(interest),
      amortization: centavos(amortization),
      balance: centavos(balance),
    });
  }
  return schedule;
}
