import type { Centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import {
  initialWithdrawState,
  leavesWithdrawOnBack,
  type WithdrawPoint,
  withdrawProblem,
  withdrawReducer,
  withdrawTotal,
} from './withdraw-flow.ts';

const c = (n: number) => n as Centavos;
const point: WithdrawPoint = {
  qrCode: '000201...',
  name: 'Mercado Bom Preço Ltda',
  agentName: 'Mercado Bom Preço',
  agentMode: 'AGTEC',
  provider: '90400003',
  allowsSaque: true,
  allowsTroco: false,
  maxCash: c(50_000),
  fixedAmount: null,
};
const saque = { mode: 'SAQUE' as const, cash: c(10_000), purchase: c(0) };

describe('Pix withdraw flow', () => {
  it('goes code -> amount -> review -> pin -> done; back steps one screen', () => {
    const amount = withdrawReducer(initialWithdrawState, { type: 'POINT_FOUND', point });
    expect(amount).toEqual({ step: 'amount', point, order: null });
    const review = withdrawReducer(amount, { type: 'ORDER_ENTERED', order: saque });
    expect(review).toEqual({ step: 'review', point, order: saque });
    expect(withdrawReducer(review, { type: 'BACK' })).toEqual({ step: 'amount', point, order: saque });
    let state = withdrawReducer(review, { type: 'REVIEW_CONFIRMED' });
    state = withdrawReducer(withdrawReducer(state, { type: 'PIN_ENTERED' }), { type: 'PIN_REJECTED' });
    expect(state).toMatchObject({ step: 'pin', attempt: 2, pinRejected: true });
    const receipt = { transactionId: 't', endToEnd: 'E', total: c(10_000), cash: c(10_000), at: '' };
    state = withdrawReducer(withdrawReducer(state, { type: 'PIN_ENTERED' }), { type: 'WITHDRAWN', receipt });
    expect(state).toEqual({ step: 'done', point, receipt });
    expect(leavesWithdrawOnBack(state)).toBe(true);
    expect(withdrawReducer(amount, { type: 'BACK' })).toEqual(initialWithdrawState);
  });

  it('refuses what the point does not offer and cash out of its rule', () => {
    expect(withdrawProblem(point, { mode: 'TROCO', cash: c(100), purchase: c(100) })).toBe(
      'withdrawModeNotOffered',
    );
    expect(withdrawProblem(point, { ...saque, cash: c(0) })).toBe('withdrawCashZero');
    expect(withdrawProblem(point, { ...saque, cash: c(50_001) })).toBe('withdrawCashAboveMax');
    const troco = { ...point, allowsTroco: true };
    expect(withdrawProblem(troco, { mode: 'TROCO', cash: c(100), purchase: c(0) })).toBe(
      'withdrawPurchaseZero',
    );
    expect(withdrawTotal({ mode: 'TROCO', cash: c(2_000), purchase: c(3_550) })).toBe(5_550);
    expect(withdrawTotal(saque)).toBe(10_000);
  });
});
