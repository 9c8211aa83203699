export {
  annualFromMonthly,
  type CashFlow,
  CET_TOLERANCE,
  type CetInput,
  cet,
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
  firstDueDateWindow,
  isSelectableFirstDueDate,
  isValidFirstDueDate,
  selectableFirstDueDates,
} from './first-due-date.ts';
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
export {
  dueDateOf,
  type Installment,
  MAX_INSTALLMENTS,
  type PriceScheduleInput,
  pricePayment,
  priceSchedule,
} from './price.ts';
export { roundHalfUp, roundUp } from './rounding.ts';
