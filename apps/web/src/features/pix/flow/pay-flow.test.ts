import { centavos } from '@carteira/core/money';
import { PixKeyType } from '@carteira/core/pix';
import { describe, expect, it } from 'vitest';
import {
  type AccountDestination,
  initialPayState,
  initialSendState,
  leavesPayFlowOnBack,
  type PayEvent,
  type PayState,
  type PayTarget,
  type PixReceipt,
  payeeName,
  payReducer,
  scheduleProblem,
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
  reading: { endToEnd: 'E99999999202611220500abcdefghijk', qrType: 1, reference: null },
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

  it('starts the send page on the destination menu; back from a key or account returns to it', () => {
    const key = payReducer(initialSendState, { type: 'DESTINATION_CHOSEN', destination: 'EVP' });
    expect(key).toEqual({ step: 'target', destination: 'EVP' });
    expect(leavesPayFlowOnBack(initialSendState)).toBe(true);
    expect(leavesPayFlowOnBack(key)).toBe(false);
    expect(payReducer(key, { type: 'BACK' })).toEqual(initialSendState);
    const amount = payReducer(key, { type: 'TARGET_FOUND', target: { ...byKey, destination: 'EVP' } });
    expect(payReducer(amount, { type: 'BACK' })).toEqual(key);
  });

  it('pays an agency and account: back from the amount keeps what was typed', () => {
    const account: AccountDestination = {
      institution: '901',
      agency: '0012',
      account: '45678901',
      accountType: 1,
      taxId: '41820357635',
      name: 'Marcos Vinícius Rocha',
    };
    const form = payReducer(initialSendState, { type: 'DESTINATION_CHOSEN', destination: 'ACCOUNT' });
    const amount = payReducer(form, { type: 'TARGET_FOUND', target: { kind: 'account', account } });
    expect(amount).toMatchObject({ step: 'amount', amount: 0 });
    expect(payeeName((amount as Extract<PayState, { step: 'amount' }>).target)).toBe('Marcos Vinícius Rocha');
    expect(payReducer(amount, { type: 'BACK' })).toEqual({
      step: 'target',
      destination: 'ACCOUNT',
      draft: account,
    });
    const done = [
      { type: 'AMOUNT_ENTERED', amount: centavos(990) },
      { type: 'REVIEW_CONFIRMED' },
      { type: 'PIN_ENTERED' },
      { type: 'PAYMENT_SUCCEEDED', receipt },
    ].reduce<PayState>((s, e) => payReducer(s, e as PayEvent), amount);
    expect(done.step).toBe('done');
    expect(payReducer(done, { type: 'RESTART' })).toEqual(initialSendState);
  });

  it('starts over from the receipt: a key payment on the send menu, a code on its paste step', () => {
    const done = run(...toPin, { type: 'PIN_ENTERED' }, { type: 'PAYMENT_SUCCEEDED', receipt });
    expect(payReducer(done, { type: 'RESTART' })).toEqual(initialSendState);
    const qrDone: PayState = { step: 'done', target: qrWithAmount, receipt };
    expect(payReducer(qrDone, { type: 'RESTART' })).toEqual(initialPayState);
  });
});

describe('Pix schedule in the pay flow', () => {
  const today = '2026-11-22';
  const schedule = { date: '2026-12-05', months: 3 };
  const scheduled = {
    id: 's1',
    date: '2026-12-05',
    amount: centavos(1050),
    months: 3,
    payeeName: payee.name,
  };
  const toSchedulePin: PayEvent[] = [
    { type: 'TARGET_FOUND', target: byKey },
    { type: 'AMOUNT_ENTERED', amount: centavos(1050), schedule },
    { type: 'REVIEW_CONFIRMED' },
  ];

  it('carries the date and repeat months to the review, PIN and the scheduled screen', () => {
    expect(run(...toSchedulePin.slice(0, 2))).toMatchObject({ step: 'review', schedule });
    const sending = run(...toSchedulePin, { type: 'PIN_ENTERED' });
    expect(sending).toMatchObject({ step: 'sending', schedule });
    expect(payReducer(sending, { type: 'PAYMENT_SUCCEEDED', receipt })).toBe(sending);
    const done = payReducer(sending, { type: 'SCHEDULE_CREATED', scheduled });
    expect(done).toEqual({ step: 'scheduled', target: byKey, scheduled });
    expect(leavesPayFlowOnBack(done)).toBe(true);
    expect(payReducer(done, { type: 'RESTART' })).toEqual(initialSendState);
  });

  it('keeps the schedule when stepping back to the amount, and pays now without one', () => {
    const review = run(...toSchedulePin.slice(0, 2));
    expect(payReducer(review, { type: 'BACK' })).toMatchObject({ step: 'amount', schedule });
    const now = run(toPin[0] as PayEvent, { type: 'AMOUNT_ENTERED', amount: centavos(1050), schedule: null });
    expect(now).toEqual({ step: 'review', target: byKey, amount: 1050 });
  });

  it('never schedules a code or an account payment', () => {
    const target: PayTarget = { ...qrWithAmount, fixedAmount: null };
    const amount = run({ type: 'TARGET_FOUND', target });
    expect(payReducer(amount, { type: 'AMOUNT_ENTERED', amount: centavos(100), schedule })).toBe(amount);
  });

  it.each([
    [{ date: '', months: 1 }, 'scheduleDateMissing'],
    [{ date: today, months: 1 }, 'scheduleDatePast'],
    [{ date: '2027-11-23', months: 1 }, 'scheduleDateFar'],
    [{ date: '2026-11-28', months: 61 }, 'scheduleMonths'],
    [{ date: '2026-11-28', months: 0 }, 'scheduleMonths'],
    [{ date: '2026-11-28', months: 1 }, null],
    [{ date: '2027-11-22', months: 60 }, null],
  ] as const)('schedule %o is %s (a Saturday is allowed)', (value, problem) => {
    expect(scheduleProblem(value, today)).toBe(problem);
  });
});
