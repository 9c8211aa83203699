import { describe, expect, it } from 'vitest';
import type { Contract, Proposal } from '../api/types.ts';
import { anticipateReducer, anticipateStart, leavesOnBack } from './anticipate-flow.ts';

const proposal = { propostaId: 'p1' } as Proposal;
const contract = { contrato: 'c1' } as Contract;

describe('anticipate flow', () => {
  it('goes simulate, terms, face, token, PIN, done', () => {
    let s = anticipateReducer(anticipateStart, { type: 'PROPOSED', proposal });
    expect(s.step).toBe('terms');
    s = anticipateReducer(s, { type: 'TERMS_ACCEPTED' });
    s = anticipateReducer(s, { type: 'FACE_REFUSED' });
    expect(s).toMatchObject({ step: 'face', refused: true });
    s = anticipateReducer(s, { type: 'FACE_OK', faceAuthId: 'f1' });
    s = anticipateReducer(s, { type: 'CODE_TYPED', token: '123456' });
    expect(s).toMatchObject({ step: 'pin', token: '123456', faceAuthId: 'f1' });
    s = anticipateReducer(s, { type: 'PIN_REFUSED' });
    expect(s).toMatchObject({ step: 'pin', rejected: true });
    s = anticipateReducer(s, { type: 'CONTRACTED', contract });
    expect(s).toEqual({ step: 'done', contract });
    expect(leavesOnBack(s)).toBe(true);
  });

  it('sends a wrong code back to the token step and goes back one step at a time', () => {
    const pin = { step: 'pin', proposal, faceAuthId: 'f', token: '1', rejected: false } as const;
    expect(anticipateReducer(pin, { type: 'CODE_REFUSED' })).toMatchObject({
      step: 'token',
      wrongCode: true,
    });
    expect(anticipateReducer(pin, { type: 'BACK' }).step).toBe('token');
    expect(anticipateReducer(anticipateStart, { type: 'FAILED', kind: 'balance' })).toEqual({
      step: 'error',
      kind: 'balance',
    });
  });
});
