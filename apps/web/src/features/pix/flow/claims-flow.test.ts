import { describe, expect, it } from 'vitest';
import { claimsReducer, initialClaimsState, leavesClaimsOnBack } from './claims-flow.ts';

describe('Pix claims flow', () => {
  const chosen = claimsReducer(initialClaimsState, {
    type: 'CONCLUDE_CHOSEN',
    claimId: 'c1',
    key: '+5511987654321',
  });

  it('starts on the lists; back there leaves the route', () => {
    expect(leavesClaimsOnBack(initialClaimsState)).toBe(true);
    expect(chosen).toEqual({
      step: 'pin',
      claimId: 'c1',
      key: '+5511987654321',
      attempt: 1,
      pinRejected: false,
    });
    expect(leavesClaimsOnBack(chosen)).toBe(false);
    expect(claimsReducer(chosen, { type: 'BACK' })).toEqual(initialClaimsState);
  });

  it('concludes after a wrong PIN and the right one', () => {
    let state = claimsReducer(chosen, { type: 'PIN_ENTERED' });
    expect(claimsReducer(state, { type: 'BACK' })).toBe(state);
    state = claimsReducer(state, { type: 'PIN_REJECTED' });
    expect(state).toMatchObject({ step: 'pin', attempt: 2, pinRejected: true });
    state = claimsReducer(claimsReducer(state, { type: 'PIN_ENTERED' }), { type: 'CONCLUDED' });
    expect(state).toEqual({ step: 'concluded', key: '+5511987654321' });
  });

  it('a refusal (too early) shows its message; back returns to the lists', () => {
    const failed = claimsReducer(claimsReducer(chosen, { type: 'PIN_ENTERED' }), {
      type: 'CONCLUDE_FAILED',
      errorKey: 'claimTooEarly',
    });
    expect(failed).toMatchObject({ step: 'failed', errorKey: 'claimTooEarly' });
    expect(claimsReducer(failed, { type: 'BACK' })).toEqual(initialClaimsState);
  });
});
