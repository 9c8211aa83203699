import type { Centavos } from '@carteira/core/money';
import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';

/** Pix Saque (all cash) or Pix Troco (a purchase plus cash): finalidadeDaTransacao 1 or 2. */
export type WithdrawMode = 'SAQUE' | 'TROCO';

/** A withdrawal point as its code and the bank tell it. */
export interface WithdrawPoint {
  qrCode: string;
  name: string;
  agentName: string;
  agentMode: string;
  provider: string;
  allowsSaque: boolean;
  allowsTroco: boolean;
  maxCash: Centavos;
  /** The purchase amount the code carries (Troco), if any. */
  fixedAmount: Centavos | null;
}

export interface WithdrawOrder {
  mode: WithdrawMode;
  cash: Centavos;
  /** Troco only: the purchase; 0 for a Saque. */
  purchase: Centavos;
}

export interface WithdrawReceipt {
  transactionId: string;
  endToEnd: string;
  total: Centavos;
  cash: Centavos;
  at: string;
}

export type WithdrawState =
  | { step: 'code' }
  | { step: 'amount'; point: WithdrawPoint; order: WithdrawOrder | null }
  | { step: 'review'; point: WithdrawPoint; order: WithdrawOrder }
  | { step: 'pin'; point: WithdrawPoint; order: WithdrawOrder; attempt: number; pinRejected: boolean }
  | { step: 'sending'; point: WithdrawPoint; order: WithdrawOrder; attempt: number }
  | { step: 'done'; point: WithdrawPoint; receipt: WithdrawReceipt }
  | { step: 'failed'; point: WithdrawPoint; order: WithdrawOrder; errorKey: WithdrawErrorKey };

/** A refusal: the catalogue's message, or the point's own rule (40084) in this feature's words. */
export type WithdrawErrorKey = BankErrorKey | 'withdrawRefused';

export type WithdrawEvent =
  | { type: 'POINT_FOUND'; point: WithdrawPoint }
  | { type: 'ORDER_ENTERED'; order: WithdrawOrder }
  | { type: 'REVIEW_CONFIRMED' }
  | { type: 'PIN_ENTERED' }
  | { type: 'PIN_REJECTED' }
  | { type: 'WITHDRAWN'; receipt: WithdrawReceipt }
  | { type: 'WITHDRAW_FAILED'; errorKey: WithdrawErrorKey }
  | { type: 'BACK' };

export const initialWithdrawState: WithdrawState = { step: 'code' };

export type WithdrawProblem =
  | 'withdrawModeNotOffered'
  | 'withdrawCashZero'
  | 'withdrawCashAboveMax'
  | 'withdrawPurchaseZero';

/** What the point offers and the cash rule: the cash positive and at most the point's maximum now; Troco needs a purchase. */
export function withdrawProblem(point: WithdrawPoint, order: WithdrawOrder): WithdrawProblem | null {
  if (order.mode === 'SAQUE' ? !point.allowsSaque : !point.allowsTroco) return 'withdrawModeNotOffered';
  if (order.cash <= 0) return 'withdrawCashZero';
  if (order.cash > point.maxCash) return 'withdrawCashAboveMax';
  if (order.mode === 'TROCO' && order.purchase <= 0) return 'withdrawPurchaseZero';
  return null;
}

/** The whole amount paid: the cash, plus the purchase for a Troco. */
export function withdrawTotal(order: WithdrawOrder): Centavos {
  return (order.mode === 'TROCO' ? order.purchase + order.cash : order.cash) as Centavos;
}

export function leavesWithdrawOnBack(state: WithdrawState): boolean {
  return state.step === 'code' || state.step === 'done';
}

export function withdrawReducer(state: WithdrawState, event: WithdrawEvent): WithdrawState {
  switch (event.type) {
    case 'POINT_FOUND':
      return state.step === 'code' ? { step: 'amount', point: event.point, order: null } : state;
    case 'ORDER_ENTERED':
      if (state.step !== 'amount' || withdrawProblem(state.point, event.order) !== null) return state;
      return { step: 'review', point: state.point, order: event.order };
    case 'REVIEW_CONFIRMED':
      return state.step === 'review' ? { ...state, step: 'pin', attempt: 1, pinRejected: false } : state;
    case 'PIN_ENTERED':
      if (state.step !== 'pin') return state;
      return { step: 'sending', point: state.point, order: state.order, attempt: state.attempt };
    case 'PIN_REJECTED':
      if (state.step !== 'sending') return state;
      return { ...state, step: 'pin', attempt: state.attempt + 1, pinRejected: true };
    case 'WITHDRAWN':
      return state.step === 'sending' ? { step: 'done', point: state.point, receipt: event.receipt } : state;
    case 'WITHDRAW_FAILED':
      if (state.step !== 'sending') return state;
      return { step: 'failed', point: state.point, order: state.order, errorKey: event.errorKey };
    case 'BACK':
      switch (state.step) {
        case 'amount':
          return initialWithdrawState;
        case 'review':
          return { step: 'amount', point: state.point, order: state.order };
        case 'pin':
        case 'failed':
          return { step: 'review', point: state.point, order: state.order };
        default:
          return state;
      }
  }
}
