import type { Centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import {
  initialReturnState,
  leavesReturnOnBack,
  type ReturnReceipt,
  returnAmountProblem,
  returnReducer,
} from './return-flow.ts';

const c = (n: number) => n as Centavos;
const receipt: ReturnReceipt = {
  transactionId: 'r1',
  endToEnd: 'D99999999202611201300abcdefghijk',
  amount: c(1000),
  at: '2026-11-20T10:00:00-03:00',
  left: c(1550),
};

describe('Pix return flow', () => {
  it('starts at the whole amount received; back there leaves the return', () => {
    const state = initialReturnState(c(2550));
    expect(state).toEqual({ step: 'amount', amount: 2550, max: 2550 });
    expect(leavesReturnOnBack(state)).toBe(true);
  });

  it('refuses nothing and more than was received', () => {
    const state = initialReturnState(c(2550));
    expect(returnAmountProblem(c(0), c(2550))).toBe('amountZero');
    expect(returnAmountProblem(c(2551), c(2550))).toBe('amountAboveReceived');
    expect(returnReducer(state, { type: 'AMOUNT_ENTERED', amount: c(2551) })).toBe(state);
    expect(returnReducer(state, { type: 'AMOUNT_ENTERED', amount: c(0) })).toBe(state);
  });

  it('a wrong PIN asks again, the right one returns', () => {
    let state = returnReducer(initialReturnState(c(2550)), { type: 'AMOUNT_ENTERED', amount: c(1000) });
    expect(state).toMatchObject({ step: 'pin', amount: 1000, attempt: 1, pinRejected: false });
    state = returnReducer(state, { type: 'PIN_ENTERED' });
    state = returnReducer(state, { type: 'PIN_REJECTED' });
    expect(state).toMatchObject({ step: 'pin', attempt: 2, pinRejected: true });
    state = returnReducer(returnReducer(state, { type: 'PIN_ENTERED' }), {
      type: 'RETURN_SUCCEEDED',
      receipt,
    });
    expect(state).toEqual({ step: 'done', receipt });
    expect(leavesReturnOnBack(state)).toBe(true);
  });

  it('a refusal shows the failure; back returns to the amount kept', () => {
    let state = returnReducer(initialReturnState(c(2550)), { type: 'AMOUNT_ENTERED', amount: c(900) });
    state = returnReducer(returnReducer(state, { type: 'PIN_ENTERED' }), {
      type: 'RETURN_FAILED',
      errorKey: 'error.pixReturnExceedsAmount',
    });
    expect(state).toMatchObject({ step: 'failed', errorKey: 'error.pixReturnExceedsAmount' });
    expect(returnReducer(state, { type: 'BACK' })).toEqual({ step: 'amount', amount: 900, max: 2550 });
  });
});
