import { centavos } from '@carteira/core/money';
import { PixKeyType } from '@carteira/core/pix';
import { describe, expect, it } from 'vitest';
import {
  initialPayState,
  leavesPayFlowOnBack,
  type PayEvent,
  type PayState,
  type PayTarget,
  type PixReceipt,
  payReducer,
} from './pay-flow.ts';

const payee = {
  name: 'Ana Beatriz Souza',
  maskedTaxId: '***.533.447-**',
  institution: 'Carteira',
  key: '+5521998765432',
  keyType: PixKeyType.PHONE,
};
const byKey: PayTarget = { kind: 'key', payee };
const qrWithAmount: PayTarget = {
  kind: 'qr',
  payee,
  qrCode: '000201...',
  fixedAmount: centavos(2500),
  description: '',
};
const receipt: PixReceipt = {
  transactionId: 't1',
  receiptId: 'c1',
  endToEnd: 'E99999999202611220500abcdefghijk',
  amount: centavos(1050),
  at: '2026-11-22T05:00:00-03:00',
  payeeName: payee.name,
  institution: 'Carteira',
};
const run = (...events: PayEvent[]) => events.reduce<PayState>(payReducer, initialPayState);
const toPin: PayEvent[] = [
  { type: 'TARGET_FOUND', target: byKey },
  { type: 'AMOUNT_ENTERED', amount: centavos(1050) },
  { type: 'REVIEW_CONFIRMED' },
];

describe('Pix pay flow', () => {
  it('goes key -> amount -> review -> pin -> sending -> done', () => {
    expect(run(toPin[0] as PayEvent)).toMatchObject({ step: 'amount', amount: 0 });
    expect(run(...toPin.slice(0, 2))).toMatchObject({ step: 'review', amount: 1050 });
    expect(run(...toPin)).toMatchObject({ step: 'pin', attempt: 1, pinRejected: false });
    expect(run(...toPin, { type: 'PIN_ENTERED' })).toMatchObject({ step: 'sending' });
    expect(run(...toPin, { type: 'PIN_ENTERED' }, { type: 'PAYMENT_SUCCEEDED', receipt })).toEqual({
      step: 'done',
      target: byKey,
      receipt,
    });
  });

  it('refuses a zero amount', () => {
    expect(run(toPin[0] as PayEvent, { type: 'AMOUNT_ENTERED', amount: centavos(0) })).toMatchObject({
      step: 'amount',
    });
  });

  it('lets the customer type the PIN again after a wrong one', () => {
    const state = run(...toPin, { type: 'PIN_ENTERED' }, { type: 'PIN_REJECTED' });
    expect(state).toMatchObject({ step: 'pin', attempt: 2, pinRejected: true, amount: 1050 });
    expect(payReducer(state, { type: 'PIN_ENTERED' })).toMatchObject({ step: 'sending', attempt: 2 });
  });

  it('shows a failure (insufficient balance) and goes back to the review from it', () => {
    const failed = run(
      ...toPin,
      { type: 'PIN_ENTERED' },
      {
        type: 'PAYMENT_FAILED',
        errorKey: 'error.amountOutOfBound',
      },
    );
    expect(failed).toMatchObject({ step: 'failed', errorKey: 'error.amountOutOfBound' });
    expect(payReducer(failed, { type: 'BACK' })).toMatchObject({ step: 'review', amount: 1050 });
  });

  it('skips the amount of a code that carries one, and back from its review returns to the code', () => {
    const review = run({ type: 'TARGET_FOUND', target: qrWithAmount });
    expect(review).toMatchObject({ step: 'review', amount: 2500 });
    expect(payReducer(review, { type: 'BACK' })).toEqual(initialPayState);
  });

  it('asks the amount of a code without one', () => {
    const target: PayTarget = { ...qrWithAmount, fixedAmount: null };
    expect(run({ type: 'TARGET_FOUND', target })).toMatchObject({ step: 'amount' });
  });

  it('steps back inside the flow and leaves it from the first and last steps', () => {
    expect(payReducer(run(...toPin), { type: 'BACK' })).toMatchObject({ step: 'review' });
    expect(payReducer(run(...toPin.slice(0, 2)), { type: 'BACK' })).toMatchObject({ step: 'amount' });
    expect(payReducer(run(toPin[0] as PayEvent), { type: 'BACK' })).toEqual(initialPayState);
    expect(leavesPayFlowOnBack(initialPayState)).toBe(true);
    expect(leavesPayFlowOnBack(run(...toPin))).toBe(false);
  });

  it('ignores events that do not belong to the current step', () => {
    expect(run({ type: 'REVIEW_CONFIRMED' })).toEqual(initialPayState);
    expect(run(...toPin, { type: 'PAYMENT_SUCCEEDED', receipt })).toMatchObject({ step: 'pin' });
    const sending = run(...toPin, { type: 'PIN_ENTERED' });
    expect(payReducer(sending, { type: 'BACK' })).toBe(sending);
  });

  it('starts over from the receipt', () => {
    const done = run(...toPin, { type: 'PIN_ENTERED' }, { type: 'PAYMENT_SUCCEEDED', receipt });
    expect(payReducer(done, { type: 'RESTART' })).toEqual(initialPayState);
  });
});
