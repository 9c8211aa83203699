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
