export {
  dueDateOf,
  type Installment,
  MAX_INSTALLMENTS,
  type PriceScheduleInput,
  pricePayment,
  priceSchedule,
} from './price.ts';
export { roundHalfUp, roundUp } from './rounding.ts';
