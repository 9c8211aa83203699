import { centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import type { RechargeOutcome } from '../api/recharge-phone.ts';
import {
  initialRechargeState,
  leavesFlowOnBack,
  type RechargeState,
  rechargeReducer,
} from './recharge-flow.ts';

const phone = { ddd: '11', number: '987654321' };
const operator = { id: 'vivo', name: 'Vivo' };
const product = { name: 'Vivo R$ 20', amount: centavos(2_000) };
const outcome: RechargeOutcome = {
  status: 'CONFIRMADA',
  transactionId: 't1',
  authentication: 'A',
  amount: centavos(2_000),
  at: '2026-07-01T12:00:00',
  operator: 'Vivo',
  ddi: '55',
  ddd: '11',
  number: '987654321',
  operatorProtocol: 'VIVO-1',
};

const run = (...events: Parameters<typeof rechargeReducer>[1][]) =>
  events.reduce<RechargeState>(rechargeReducer, initialRechargeState());

describe('recharge flow', () => {
  it('goes number, operator, amount, review, PIN, sending, done', () => {
    const done = run(
      { type: 'NUMBER_ENTERED', phone },
      { type: 'OPERATOR_CHOSEN', operator },
      { type: 'AMOUNT_CHOSEN', product },
      { type: 'REVIEW_CONFIRMED' },
      { type: 'PIN_ENTERED' },
      { type: 'SUCCEEDED', outcome },
    );
    expect(done).toMatchObject({ step: 'done', phone, operator, product, outcome });
    expect(leavesFlowOnBack(done)).toBe(true);
  });

  it('a wrong PIN asks again; a failure goes back to the review', () => {
    const pin = run(
      { type: 'NUMBER_ENTERED', phone },
      { type: 'OPERATOR_CHOSEN', operator },
      { type: 'AMOUNT_CHOSEN', product },
      { type: 'REVIEW_CONFIRMED' },
      { type: 'PIN_ENTERED' },
      { type: 'PIN_REJECTED' },
    );
    expect(pin).toMatchObject({ step: 'pin', attempt: 2, pinRejected: true });
    const failed = [
      { type: 'PIN_ENTERED' } as const,
      { type: 'FAILED', errorKey: 'error.tryAgainLater' } as const,
    ].reduce(rechargeReducer, pin);
    expect(failed).toMatchObject({ step: 'failed', errorKey: 'error.tryAgainLater' });
    expect(rechargeReducer(failed, { type: 'BACK' })).toMatchObject({ step: 'review', product });
  });

  it('back walks the steps in reverse, keeping the number typed', () => {
    const amount = run({ type: 'NUMBER_ENTERED', phone }, { type: 'OPERATOR_CHOSEN', operator });
    const operatorStep = rechargeReducer(amount, { type: 'BACK' });
    expect(operatorStep).toEqual({ step: 'operator', phone });
    expect(rechargeReducer(operatorStep, { type: 'BACK' })).toEqual({ step: 'number', phone });
  });

  it('ignores events out of place and a zero amount', () => {
    const start = initialRechargeState();
    expect(rechargeReducer(start, { type: 'PIN_ENTERED' })).toBe(start);
    const amount = run({ type: 'NUMBER_ENTERED', phone }, { type: 'OPERATOR_CHOSEN', operator });
    expect(
      rechargeReducer(amount, { type: 'AMOUNT_CHOSEN', product: { ...product, amount: centavos(0) } }),
    ).toBe(amount);
  });
});
