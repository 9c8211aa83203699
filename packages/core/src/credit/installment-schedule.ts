import { type IsoDate, isIsoDate, workingDayOnOrAfter } from '../calendar/index.ts';
import { type Centavos, centavos, isCentavos } from '../money/index.ts';
import { dueDateOf, type Installment, MAX_INSTALLMENTS } from './price.ts';

/** One instalment as the customer sees and pays it. */
export interface PayableInstallment {
  /** 1-based. */
  number: number;
  /** The day it can be paid without charges: the contract date moved off weekends and holidays. */
  dueDate: IsoDate;
  value: Centavos;
}

/**
 * The payable due date of instalment `number` (1-based): the first due date plus number - 1 months,
 * counted from the first date (31 Jan gives 28 Feb, then 31 Mar; price.ts dueDateOf), then moved to
 * the next working day when it falls on a Saturday, Sunday or national banking holiday
 * (core/calendar workingDayOnOrAfter). The move does not change the value: paying on the next
 * working day costs nothing more (financing.md section 5: holidays move to the next working day).
 */
export function payableDueDate(firstDueDate: IsoDate, number: number): IsoDate {
  if (!isIsoDate(firstDueDate))
    throw new RangeError(`firstDueDate must be an ISO date, got ${String(firstDueDate)}`);
  if (!Number.isInteger(number) || number < 1)
    throw new RangeError(`number must be 1 or more, got ${String(number)}`);
  return workingDayOnOrAfter(dueDateOf(firstDueDate, number));
}

export interface InstallmentScheduleInput {
  /** The first instalment's contract date (the one the customer picked). */
  firstDueDate: IsoDate;
  /** 1 to MAX_INSTALLMENTS (18). */
  installments: number;
  /** The value of every instalment, in centavos. */
  installmentValue: Centavos;
  /** A different value for the last one (a Price table's residue); installmentValue when absent. */
  lastInstallmentValue?: Centavos;
}

/**
 * The instalment list of a proposal or contract: number, payable due date (monthly from the first
 * date, moved to the next working day) and value.
 */
export function installmentSchedule(input: InstallmentScheduleInput): PayableInstallment[] {
  const { firstDueDate, installments, installmentValue, lastInstallmentValue } = input;
  if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS) {
    throw new RangeError(`installments must be 1..${MAX_INSTALLMENTS}, got ${String(installments)}`);
  }
  for (const [name, value] of [
    ['installmentValue', installmentValue],
    ['lastInstallmentValue', lastInstallmentValue ?? installmentValue],
  ] as const) {
    if (!isCentavos(value) || value < 0) {
      throw new RangeError(`${name} must be non-negative centavos, got ${String(value)}`);
    }
  }
  return Array.from({ length: installments }, (_, k) => {
    const number = k + 1;
    const value = number === installments ? (lastInstallmentValue ?? installmentValue) : installmentValue;
    return { number, dueDate: payableDueDate(firstDueDate, number), value: centavos(value) };
  });
}

/**
 * The payable view of a Price schedule (priceSchedule or financeWithIof().schedule): each payment on
 * its payable due date. The schedule's own dates are the contract dates and stay as they are for the
 * interest and the CET; only the day the customer pays moves.
 */
export function payableSchedule(schedule: readonly Installment[]): PayableInstallment[] {
  const first = schedule[0];
  if (!first) return [];
  return schedule.map((installment) => ({
    number: installment.number,
    dueDate: payableDueDate(first.dueDate, installment.number),
    value: installment.payment,
  }));
}

export interface FinancedAmountInput {
  /** The phone's store price. */
  productValue: Centavos;
  /** The chosen insurance option's total value (0 for 'Sem seguro'). */
  insuranceValue: Centavos;
  /** Always 0 in this product (financing.md section 3, simulation input); kept for the wire shape. */
  accessoriesValue?: Centavos;
  downPayment: Centavos;
}

/**
 * What a proposal finances (its requestedAmount): product + insurance + accessories - down payment.
 * Throws when the down payment is larger than the total (nothing would be financed).
 */
export function financedAmount(input: FinancedAmountInput): Centavos {
  const { productValue, insuranceValue, downPayment } = input;
  const accessoriesValue = input.accessoriesValue ?? centavos(0);
  for (const [name, value] of Object.entries({
    productValue,
    insuranceValue,
    accessoriesValue,
    downPayment,
  })) {
    if (!isCentavos(value) || value < 0)
      throw new RangeError(`${name} must be non-negative centavos, got ${String(value)}`);
  }
  const total = productValue + insuranceValue + accessoriesValue;
  if (downPayment > total) {
    throw new RangeError(`downPayment ${downPayment} is more than the total ${total}`);
  }
  return centavos(total - downPayment);
}
