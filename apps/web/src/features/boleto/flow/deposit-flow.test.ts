import type { Centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import type { DepositBoleto } from '../api/deposit-boletos.ts';
import { depositReducer, initialDepositState, leavesDepositOnBack } from './deposit-flow.ts';

const boleto = { id: 'b1', amount: 30000 as Centavos } as DepositBoleto;

describe('deposit flow', () => {
  it('amount, due date, review, slip; back steps through them, and from the slip starts again', () => {
    let s = depositReducer(initialDepositState, { type: 'AMOUNT_ENTERED', amount: 30000 as Centavos });
    expect(s).toEqual({ step: 'dueDate', amount: 30000, due: null });
    expect(depositReducer(s, { type: 'BACK' })).toEqual({ step: 'amount', amount: 30000 });
    s = depositReducer(s, { type: 'DUE_DATE_CHOSEN', due: '2026-12-02' });
    expect(s).toEqual({ step: 'review', amount: 30000, due: '2026-12-02' });
    expect(depositReducer(s, { type: 'BACK' })).toEqual({
      step: 'dueDate',
      amount: 30000,
      due: '2026-12-02',
    });
    s = depositReducer(s, { type: 'ISSUED', boleto });
    expect(s).toEqual({ step: 'slip', boleto });
    expect(depositReducer(s, { type: 'BACK' })).toBe(initialDepositState);
    expect(leavesDepositOnBack(initialDepositState)).toBe(true);
  });
  it('ignores a zero amount, a due date outside its step and an issue outside the review', () => {
    expect(depositReducer(initialDepositState, { type: 'AMOUNT_ENTERED', amount: 0 as Centavos })).toBe(
      initialDepositState,
    );
    expect(depositReducer(initialDepositState, { type: 'DUE_DATE_CHOSEN', due: '2026-12-02' })).toBe(
      initialDepositState,
    );
    expect(depositReducer(initialDepositState, { type: 'ISSUED', boleto })).toBe(initialDepositState);
  });
});
