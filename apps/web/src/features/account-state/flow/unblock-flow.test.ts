import { describe, expect, it } from 'vitest';
import { leavesUnblockOnBack, type UnblockEvent, unblockReducer, unblockStart } from './unblock-flow.ts';

const run = (...events: UnblockEvent[]) => events.reduce(unblockReducer, unblockStart);

describe('the unblock flow', () => {
  it('walks security, selfie info, face match, take photo, send photo, done', () => {
    expect(run({ type: 'NEXT' }).step).toBe('selfieInfo');
    expect(run({ type: 'NEXT' }, { type: 'NEXT' }).step).toBe('faceMatch');
    const taken = run({ type: 'NEXT' }, { type: 'NEXT' }, { type: 'PHOTO_TAKEN', selfie: 'abc' });
    expect(taken).toEqual({ step: 'takePhoto', selfie: 'abc' });
    expect(unblockReducer(taken, { type: 'SEND' })).toEqual({ step: 'sendPhoto', selfie: 'abc' });
    expect(unblockReducer(unblockReducer(taken, { type: 'SEND' }), { type: 'UNBLOCKED' })).toEqual({
      step: 'done',
    });
  });

  it('retakes a photo, and retries a refused selfie from the selfie tips', () => {
    const taken = run({ type: 'NEXT' }, { type: 'NEXT' }, { type: 'PHOTO_TAKEN', selfie: 'abc' });
    expect(unblockReducer(taken, { type: 'RETAKE' })).toEqual({ step: 'faceMatch' });
    const failed = unblockReducer(unblockReducer(taken, { type: 'SEND' }), {
      type: 'REFUSED',
      reason: 'face',
    });
    expect(failed).toEqual({ step: 'failed', reason: 'face' });
    expect(unblockReducer(failed, { type: 'RETRY' })).toEqual({ step: 'selfieInfo' });
    const final = unblockReducer(unblockReducer(taken, { type: 'SEND' }), {
      type: 'REFUSED',
      reason: 'final',
    });
    expect(unblockReducer(final, { type: 'RETRY' })).toBe(final);
  });

  it('goes back one stage, and leaves from the first, the failure and the end', () => {
    const info = run({ type: 'NEXT' });
    expect(unblockReducer(info, { type: 'BACK' })).toEqual(unblockStart);
    expect(leavesUnblockOnBack(unblockStart)).toBe(true);
    expect(leavesUnblockOnBack(info)).toBe(false);
    expect(leavesUnblockOnBack({ step: 'done' })).toBe(true);
    expect(unblockReducer({ step: 'sendPhoto', selfie: 'x' }, { type: 'BACK' })).toEqual({
      step: 'sendPhoto',
      selfie: 'x',
    });
  });
});
