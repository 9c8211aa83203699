/**
 * Smartphone financing arithmetic, exact in integer centavos (financing.md sections 3, 5 and 9).
 *
 * - priceSchedule: the Price (French) table. Payment and each interest rounded half up to the
 *   centavo; the last instalment absorbs the residue so amortizations sum exactly to the principal.
 * - iof / financeWithIof: IOF for individuals (Decreto 6.306/2007 art. 7; Decreto 6.339/2008),
 *   each instalment's daily part rounded half up, the 0,38% additional rounded half up; financing
 *   the IOF as a fixed point in centavos.
 * - cet: the annual Custo Efetivo Total (Resolução CMN 4.881/2020), a decimal, unrounded;
 *   financingCet: the CET of a financing whose requested amount also pays financed charges
 *   (insurance): FC0 = what pays for the good (price - down payment), FCj = the instalments.
 * - minimumEntry (rounded up to the centavo), downPaymentRange (whole reais), installmentOptions,
 *   first due date window helpers.
 * - installmentSchedule / payableSchedule: number, payable due date (monthly from the first date, moved
 *   to the next working day) and value; financedAmount: product + insurance - down payment.
 * Rates are decimals (0.02 = 2% a month); money is Centavos; dates are ISO days.
 */
export {
  annualFromMonthly,
  type CashFlow,
  CET_TOLERANCE,
  type CetInput,
  cet,
  type FinancingCetInput,
  financingCet,
  monthlyFromAnnual,
  presentValue,
  scheduleFlows,
} from './cet.ts';
export {
  DEFAULT_INSTALLMENTS,
  DEFAULT_MAX_DOWN_PAYMENT,
  type DownPaymentRange,
  type DownPaymentRangeInput,
  downPaymentRange,
  installmentOptions,
  MIN_FINANCED_AMOUNT,
  minimumEntry,
  sliderDownPayment,
} from './down-payment.ts';
export {
  defaultFirstDueDate,
  effectiveFirstDueDate,
  FIRST_DUE_MAX_DAYS,
  FIRST_DUE_MIN_DAYS,
  type FirstDueDateWindow,
  firstDueDateFor,
  firstDueDateWindow,
  isSelectableFirstDueDate,
  isValidFirstDueDate,
  selectableFirstDueDates,
} from './first-due-date.ts';
export {
  type FinancedAmountInput,
  financedAmount,
  type InstallmentScheduleInput,
  installmentSchedule,
  type PayableInstallment,
  payableDueDate,
  payableSchedule,
} from './installment-schedule.ts';
export {
  type FinancedWithIof,
  type FinanceWithIofInput,
  financeWithIof,
  IOF_ADDITIONAL_RATE_PER_TEN_THOUSAND,
  IOF_DAILY_RATE_PER_MILLION,
  IOF_MAX_DAYS,
  type Iof,
  type IofInput,
  type IofInstallmentPart,
  iof,
} from './iof.ts';
export { type InstallmentStanding, payableInstallments } from './payable-installments.ts';
export {
  dueDateOf,
  type Installment,
  MAX_INSTALLMENTS,
  type PriceScheduleInput,
  pricePayment,
  priceSchedule,
} from './price.ts';
export { roundHalfUp, roundUp } from './rounding.ts';
