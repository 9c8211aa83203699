import { describe, expect, it } from 'vitest';
import { initialProblem, problemReducer } from './card-problem-flow.ts';

describe('the card problem flow', () => {
  it('goes choose -> confirm -> blocked with the second copy offered', () => {
    let s = problemReducer(initialProblem, { type: 'open', cardKey: 'c1' });
    expect(s).toEqual({ step: 'choose', cardKey: 'c1' });
    s = problemReducer(s, { type: 'choose', reason: 'stolen' });
    expect(s).toEqual({ step: 'confirm', cardKey: 'c1', reason: 'stolen' });
    s = problemReducer(s, { type: 'blocked', canOrderCopy: true });
    expect(s).toEqual({ step: 'blocked', cardKey: 'c1', reason: 'stolen', canOrderCopy: true });
  });

  it('goes back one step at a time and ignores events out of place', () => {
    const confirm = problemReducer(problemReducer(initialProblem, { type: 'open', cardKey: 'c1' }), {
      type: 'choose',
      reason: 'lost',
    });
    expect(problemReducer(confirm, { type: 'back' })).toEqual({ step: 'choose', cardKey: 'c1' });
    expect(problemReducer({ step: 'choose', cardKey: 'c1' }, { type: 'back' })).toEqual(initialProblem);
    expect(problemReducer(initialProblem, { type: 'blocked', canOrderCopy: true })).toEqual(initialProblem);
    expect(problemReducer(confirm, { type: 'close' })).toEqual(initialProblem);
  });
});
