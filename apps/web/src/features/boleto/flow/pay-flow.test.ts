import type { Centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import type { BoletoDetails } from '../api/boleto-wire.ts';
import { initialPayState, leavesFlowOnBack, payReducer } from './pay-flow.ts';

const details = { line: '0'.repeat(47), updated: 15000 as Centavos } as BoletoDetails;
const choice = { amount: 15000 as Centavos, date: null };

describe('pay flow', () => {
  it('code, review, PIN, sending, done', () => {
    let s = payReducer(initialPayState(), { type: 'CODE_CHECKED', code: details.line, details });
    expect(s.step).toBe('review');
    s = payReducer(s, { type: 'REVIEW_CONFIRMED', choice });
    expect(s).toMatchObject({ step: 'pin', attempt: 1, pinRejected: false });
    s = payReducer(s, { type: 'PIN_ENTERED' });
    expect(s.step).toBe('sending');
    s = payReducer(s, {
      type: 'SUCCEEDED',
      outcome: {
        kind: 'paid',
        transactionId: 't',
        authentication: 'a',
        amount: choice.amount,
        at: '',
        line: '',
      },
    });
    expect(s.step).toBe('done');
    expect(leavesFlowOnBack(s)).toBe(true);
  });
  it('a wrong PIN asks again; a refusal fails and back returns to the review', () => {
    let s = payReducer(initialPayState(), { type: 'CODE_CHECKED', code: 'x', details });
    s = payReducer(payReducer(s, { type: 'REVIEW_CONFIRMED', choice }), { type: 'PIN_ENTERED' });
    s = payReducer(s, { type: 'PIN_REJECTED' });
    expect(s).toMatchObject({ step: 'pin', attempt: 2, pinRejected: true });
    s = payReducer(payReducer(s, { type: 'PIN_ENTERED' }), {
      type: 'FAILED',
      errorKey: 'error.amountOutOfBound',
    });
    expect(s).toMatchObject({ step: 'failed', errorKey: 'error.amountOutOfBound' });
    expect(payReducer(s, { type: 'BACK' }).step).toBe('review');
  });
  it('ignores a zero amount and events out of place', () => {
    const review = payReducer(initialPayState(), { type: 'CODE_CHECKED', code: 'x', details });
    expect(
      payReducer(review, { type: 'REVIEW_CONFIRMED', choice: { amount: 0 as Centavos, date: null } }),
    ).toBe(review);
    expect(payReducer(review, { type: 'PIN_ENTERED' })).toBe(review);
    expect(payReducer(review, { type: 'BACK' })).toEqual({ step: 'code', code: 'x' });
  });
});
