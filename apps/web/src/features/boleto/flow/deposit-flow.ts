import type { Centavos } from '@carteira/core/money';
import type { DepositBoleto } from '../api/deposit-boletos.ts';

/** The deposit boleto screens: the amount, its review, then the slip. */
export type DepositState =
  | { step: 'amount'; amount: Centavos }
  | { step: 'review'; amount: Centavos }
  | { step: 'slip'; boleto: DepositBoleto };

export type DepositEvent =
  | { type: 'AMOUNT_ENTERED'; amount: Centavos }
  | { type: 'ISSUED'; boleto: DepositBoleto }
  | { type: 'SHOW'; boleto: DepositBoleto }
  | { type: 'BACK' };

export const initialDepositState: DepositState = { step: 'amount', amount: 0 as Centavos };

export function depositReducer(state: DepositState, event: DepositEvent): DepositState {
  switch (event.type) {
    case 'AMOUNT_ENTERED':
      return state.step === 'amount' && event.amount > 0 ? { step: 'review', amount: event.amount } : state;
    case 'ISSUED':
      return state.step === 'review' ? { step: 'slip', boleto: event.boleto } : state;
    case 'SHOW':
      return { step: 'slip', boleto: event.boleto };
    case 'BACK':
      if (state.step === 'review') return { step: 'amount', amount: state.amount };
      if (state.step === 'slip') return initialDepositState;
      return state;
  }
}

export const leavesDepositOnBack = (state: DepositState) => state.step === 'amount';
