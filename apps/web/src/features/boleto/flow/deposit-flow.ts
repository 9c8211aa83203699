import type { IsoDate } from '@carteira/core/calendar';
import type { Centavos } from '@carteira/core/money';
import type { DepositBoleto } from '../api/deposit-boletos.ts';

/** The deposit boleto screens: the amount, its due date, the review, then the slip. */
export type DepositState =
  | { step: 'amount'; amount: Centavos }
  | { step: 'dueDate'; amount: Centavos; due: IsoDate | null }
  | { step: 'review'; amount: Centavos; due: IsoDate }
  | { step: 'slip'; boleto: DepositBoleto };

export type DepositEvent =
  | { type: 'AMOUNT_ENTERED'; amount: Centavos }
  /** A working day the bank confirmed (utilidades/consultar-proximo-dia-util). */
  | { type: 'DUE_DATE_CHOSEN'; due: IsoDate }
  | { type: 'ISSUED'; boleto: DepositBoleto }
  | { type: 'SHOW'; boleto: DepositBoleto }
  | { type: 'BACK' };

export const initialDepositState: DepositState = { step: 'amount', amount: 0 as Centavos };

export function depositReducer(state: DepositState, event: DepositEvent): DepositState {
  switch (event.type) {
    case 'AMOUNT_ENTERED':
      return state.step === 'amount' && event.amount > 0
        ? { step: 'dueDate', amount: event.amount, due: null }
        : state;
    case 'DUE_DATE_CHOSEN':
      return state.step === 'dueDate' ? { step: 'review', amount: state.amount, due: event.due } : state;
    case 'ISSUED':
      return state.step === 'review' ? { step: 'slip', boleto: event.boleto } : state;
    case 'SHOW':
      return { step: 'slip', boleto: event.boleto };
    case 'BACK':
      if (state.step === 'dueDate') return { step: 'amount', amount: state.amount };
      if (state.step === 'review') return { step: 'dueDate', amount: state.amount, due: state.due };
      if (state.step === 'slip') return initialDepositState;
      return state;
  }
}

export const leavesDepositOnBack = (state: DepositState) => state.step === 'amount';
