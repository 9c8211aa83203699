import { centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import { type GuaranteeEvent, guaranteeReducer, initialGuarantee } from './guarantee-flow.ts';

const run = (...events: GuaranteeEvent[]) => events.reduce(guaranteeReducer, initialGuarantee);
const amount = centavos(50_000);

describe('the guarantee flow', () => {
  it('first access: amount, contract, PIN, selfie, then the limit', () => {
    const state = run(
      { type: 'AMOUNT_ENTERED', amount, dueDay: 10, withContract: true },
      { type: 'CONTRACT_ACCEPTED' },
      { type: 'PIN_ENTERED', pin: '1234' },
      { type: 'SELFIE_TAKEN' },
      { type: 'DONE', limit: amount },
    );
    expect(state).toEqual({ step: 'done', limit: amount });
  });

  it('a redemption skips the contract', () => {
    expect(run({ type: 'AMOUNT_ENTERED', amount, dueDay: 10, withContract: false }).step).toBe('pin');
  });

  it('a wrong PIN asks it again; a refused selfie asks another, keeping the PIN', () => {
    const sending = [
      { type: 'AMOUNT_ENTERED', amount, dueDay: 10, withContract: false },
      { type: 'PIN_ENTERED', pin: '9999' },
      { type: 'SELFIE_TAKEN' },
    ] as const;
    expect(run(...sending, { type: 'PIN_REFUSED' })).toMatchObject({ step: 'pin', pinRejected: true });
    expect(run(...sending, { type: 'FACE_REFUSED' })).toMatchObject({
      step: 'selfie',
      pin: '9999',
      faceRefused: true,
    });
  });

  it('a refused amount goes back to the amount with its reason; stray events change nothing', () => {
    expect(run({ type: 'AMOUNT_REFUSED', reason: 'aboveFree' })).toMatchObject({
      step: 'amount',
      refusedReason: 'aboveFree',
    });
    expect(run({ type: 'SELFIE_TAKEN' })).toEqual(initialGuarantee);
    expect(run({ type: 'DONE', limit: amount })).toEqual(initialGuarantee);
  });
});
