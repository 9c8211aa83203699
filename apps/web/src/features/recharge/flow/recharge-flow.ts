import type { Centavos } from '@carteira/core/money';
import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';
import type { RechargeProduct } from '../api/amounts.ts';
import type { Operator } from '../api/operators.ts';
import type { RechargeOutcome } from '../api/recharge-phone.ts';

/** The number to top up: the 2-digit DDD and the 9 subscriber digits. */
export interface Phone {
  ddd: string;
  number: string;
}

interface WithOperator {
  phone: Phone;
  operator: Operator;
}

interface WithProduct extends WithOperator {
  product: RechargeProduct;
}

/** One state per screen of the recharge (wallet.md section 2: number, operator, amount, review, PIN, receipt). */
export type RechargeState =
  | { step: 'number'; phone: Phone | null }
  | { step: 'operator'; phone: Phone }
  | ({ step: 'amount' } & WithOperator)
  | ({ step: 'review' } & WithProduct)
  | ({ step: 'pin'; attempt: number; pinRejected: boolean } & WithProduct)
  | ({ step: 'sending'; attempt: number } & WithProduct)
  | ({ step: 'done'; outcome: RechargeOutcome } & WithProduct)
  | ({ step: 'failed'; errorKey: BankErrorKey } & WithProduct);

export type RechargeEvent =
  | { type: 'NUMBER_ENTERED'; phone: Phone }
  | { type: 'OPERATOR_CHOSEN'; operator: Operator }
  | { type: 'AMOUNT_CHOSEN'; product: RechargeProduct }
  | { type: 'REVIEW_CONFIRMED' }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'SUCCEEDED'; outcome: RechargeOutcome }
  | { type: 'FAILED'; errorKey: BankErrorKey }
  | { type: 'BACK' }
  | { type: 'RESTART' };

export const initialRechargeState = (): RechargeState => ({ step: 'number', phone: null });

/** Steps whose back arrow leaves the route. */
export function leavesFlowOnBack(state: RechargeState): boolean {
  return state.step === 'number' || state.step === 'done' || state.step === 'sending';
}

const validAmount = (amount: Centavos) => Number.isSafeInteger(amount) && amount > 0;

/** The recharge state machine: pages render a state and dispatch events. The PIN is never kept. */
export function rechargeReducer(state: RechargeState, event: RechargeEvent): RechargeState {
  switch (event.type) {
    case 'NUMBER_ENTERED':
      if (state.step !== 'number') return state;
      return { step: 'operator', phone: event.phone };
    case 'OPERATOR_CHOSEN':
      if (state.step !== 'operator') return state;
      return { step: 'amount', phone: state.phone, operator: event.operator };
    case 'AMOUNT_CHOSEN':
      if (state.step !== 'amount' || !validAmount(event.product.amount)) return state;
      return { step: 'review', phone: state.phone, operator: state.operator, product: event.product };
    case 'REVIEW_CONFIRMED':
      if (state.step !== 'review') return state;
      return { ...state, step: 'pin', attempt: 1, pinRejected: false };
    case 'PIN_ENTERED':
      if (state.step !== 'pin') return state;
      return {
        step: 'sending',
        phone: state.phone,
        operator: state.operator,
        product: state.product,
        attempt: state.attempt,
      };
    case 'PIN_REJECTED':
      if (state.step !== 'sending') return state;
      return { ...state, step: 'pin', attempt: state.attempt + 1, pinRejected: true };
    case 'SUCCEEDED':
      if (state.step !== 'sending') return state;
      return {
        step: 'done',
        phone: state.phone,
        operator: state.operator,
        product: state.product,
        outcome: event.outcome,
      };
    case 'FAILED':
      if (state.step !== 'sending') return state;
      return {
        step: 'failed',
        phone: state.phone,
        operator: state.operator,
        product: state.product,
        errorKey: event.errorKey,
      };
    case 'BACK':
      switch (state.step) {
        case 'operator':
          return { step: 'number', phone: state.phone };
        case 'amount':
          return { step: 'operator', phone: state.phone };
        case 'review':
          return { step: 'amount', phone: state.phone, operator: state.operator };
        case 'pin':
        case 'failed':
          return { step: 'review', phone: state.phone, operator: state.operator, product: state.product };
        default:
          return state;
      }
    case 'RESTART':
      return initialRechargeState();
  }
}
