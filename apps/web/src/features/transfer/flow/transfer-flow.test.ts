import { centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import {
  initialTransferState,
  leavesFlowOnBack,
  type Recipient,
  type TransferEvent,
  type TransferState,
  transferReducer,
} from './transfer-flow.ts';

const recipient: Recipient = {
  name: 'João',
  maskedTaxId: '***.456.789-**',
  bank: 'Carteira',
  agency: '0001',
  account: '7654321',
};
const run = (...events: TransferEvent[]) =>
  events.reduce<TransferState>(transferReducer, initialTransferState);
const toPin: TransferEvent[] = [
  { type: 'AMOUNT_ENTERED', amount: centavos(1050), description: 'almoço' },
  { type: 'RECIPIENT_FOUND', recipient },
  { type: 'REVIEW_CONFIRMED' },
];

describe('transfer flow', () => {
  it('goes amount -> destination -> review -> pin -> sending -> done', () => {
    expect(run(...toPin.slice(0, 1))).toMatchObject({
      step: 'destination',
      amount: 1050,
      description: 'almoço',
    });
    expect(run(...toPin.slice(0, 2))).toMatchObject({ step: 'review', recipient });
    expect(run(...toPin)).toMatchObject({ step: 'pin', attempt: 1, pinRejected: false });
    const sending = run(...toPin, { type: 'PIN_ENTERED' });
    expect(sending).toMatchObject({ step: 'sending' });
    const result = {
      transactionId: 't1',
      receiptId: 'r1',
      amount: centavos(1050),
      at: '2025-01-01T10:00:00-03:00',
    };
    expect(transferReducer(sending, { type: 'TRANSFER_SUCCEEDED', result })).toEqual({
      step: 'done',
      recipient,
      result,
      description: 'almoço',
    });
  });

  it('a zero amount stays on the amount step', () => {
    expect(run({ type: 'AMOUNT_ENTERED', amount: centavos(0), description: '' })).toEqual(
      initialTransferState,
    );
  });

  it('a wrong PIN returns to the PIN step with the error and a fresh attempt', () => {
    const rejected = run(...toPin, { type: 'PIN_ENTERED' }, { type: 'PIN_REJECTED' });
    expect(rejected).toMatchObject({ step: 'pin', attempt: 2, pinRejected: true });
    expect(transferReducer(rejected, { type: 'PIN_ENTERED' })).toMatchObject({ step: 'sending', attempt: 2 });
  });

  it('any other failure ends on the failed step, and trying again goes back to review', () => {
    const failed = run(
      ...toPin,
      { type: 'PIN_ENTERED' },
      { type: 'TRANSFER_FAILED', errorKey: 'error.amountOutOfBound' },
    );
    expect(failed).toMatchObject({ step: 'failed', errorKey: 'error.amountOutOfBound' });
    expect(transferReducer(failed, { type: 'BACK' })).toMatchObject({
      step: 'review',
      recipient,
      amount: 1050,
    });
  });

  it('back steps through the flow keeping what was typed; amount and done leave it', () => {
    const pin = run(...toPin);
    const review = transferReducer(pin, { type: 'BACK' });
    expect(review.step).toBe('review');
    const destination = transferReducer(review, { type: 'BACK' });
    expect(destination).toMatchObject({ step: 'destination', agency: '0001', account: '7654321' });
    expect(transferReducer(destination, { type: 'BACK' })).toMatchObject({ step: 'amount', amount: 1050 });
    expect(leavesFlowOnBack(initialTransferState)).toBe(true);
    expect(leavesFlowOnBack(pin)).toBe(false);
  });

  it('ignores events that do not belong to the current step', () => {
    const sending = run(...toPin, { type: 'PIN_ENTERED' });
    expect(transferReducer(sending, { type: 'BACK' })).toBe(sending);
    expect(transferReducer(sending, { type: 'PIN_ENTERED' })).toBe(sending);
    expect(transferReducer(initialTransferState, { type: 'REVIEW_CONFIRMED' })).toBe(initialTransferState);
  });
});
