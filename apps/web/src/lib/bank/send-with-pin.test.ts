import { BankCode } from '@carteira/core/errors';
import { describe, expect, it } from 'vitest';
import { BankError } from './bank-error.ts';
import { type PinFailure, type PinStepAction, sendWithPin } from './send-with-pin.ts';

async function run(send: () => Promise<string>) {
  const actions: PinStepAction[] = [];
  const done: string[] = [];
  const failed: PinFailure[] = [];
  await sendWithPin(
    (a) => actions.push(a),
    send,
    (x) => done.push(x),
    (f) => failed.push(f),
  );
  return { actions, done, failed };
}

describe('sendWithPin', () => {
  it('tells the flow the PIN went, then hands it the answer', async () => {
    expect(await run(async () => 'paid')).toEqual({
      actions: [{ type: 'PIN_ENTERED' }],
      done: ['paid'],
      failed: [],
    });
  });

  it('a wrong PIN (10007) is typed again, not a failure', async () => {
    const wrong = new BankError(BankCode.IncorrectPin, 422, 'error.pinIncorrect');
    expect(
      await run(async () => {
        throw wrong;
      }),
    ).toEqual({ actions: [{ type: 'PIN_ENTERED' }, { type: 'PIN_REJECTED' }], done: [], failed: [] });
  });

  it("any other refusal is its message key and code; a failure that is not the bank's, try again later", async () => {
    const refused = new BankError(BankCode.InsufficientBalance, 422, 'error.amountOutOfBound');
    expect((await run(() => Promise.reject(refused))).failed).toEqual([
      { errorKey: 'error.amountOutOfBound', errorCode: 17000 },
    ]);
    expect((await run(() => Promise.reject(new TypeError('fetch failed')))).failed).toEqual([
      { errorKey: 'error.tryAgainLater', errorCode: null },
    ]);
  });

  it('an error thrown while the flow takes the answer is not taken for a refusal', async () => {
    const actions: PinStepAction[] = [];
    const failed: PinFailure[] = [];
    const taking = sendWithPin(
      (a) => actions.push(a),
      async () => 'paid',
      () => {
        throw new Error('render failed');
      },
      (f) => failed.push(f),
    );
    await expect(taking).rejects.toThrow('render failed');
    expect(failed).toEqual([]);
  });
});
