import { describe, expect, it } from 'vitest';
import { creditStanding } from '../pages/activate-credit-card-page.tsx';
import { readCardNavState } from './card-nav.ts';
import { initialPinChange, pinChangeReducer } from './card-pin-flow.ts';

describe('readCardNavState', () => {
  it('keeps only a card key, a copy reason and a card action it knows', () => {
    expect(readCardNavState({ cardKey: 'c1', reason: 'PERDA', action: 'forgotPin', x: 1 })).toEqual({
      cardKey: 'c1',
      reason: 'PERDA',
      action: 'forgotPin',
    });
    expect(readCardNavState({ cardKey: '', reason: 'FURTO', action: 'delete' })).toEqual({});
    expect(readCardNavState(null)).toEqual({});
    expect(readCardNavState('c1')).toEqual({});
  });
});

describe('pinChangeReducer', () => {
  const toSending = () => {
    let s = pinChangeReducer(initialPinChange, { type: 'CURRENT', pin: '6174' });
    s = pinChangeReducer(s, { type: 'NEW', pin: '4826' });
    return pinChangeReducer(s, { type: 'REPEAT', pin: '4826' });
  };

  it('goes current, new, repeat, sending, done', () => {
    const sending = toSending();
    expect(sending).toMatchObject({ step: 'sending', current: '6174', next: '4826' });
    expect(pinChangeReducer(sending, { type: 'CHANGED' })).toEqual({ step: 'done' });
  });

  it('sends a repeated PIN that differs back to the new PIN, with the mismatch', () => {
    let s = pinChangeReducer(initialPinChange, { type: 'CURRENT', pin: '6174' });
    s = pinChangeReducer(s, { type: 'NEW', pin: '4826' });
    expect(pinChangeReducer(s, { type: 'REPEAT', pin: '4827' })).toMatchObject({
      step: 'new',
      current: '6174',
      problem: 'mismatch',
    });
  });

  it('answers each refusal: wrong PIN, blocked card, refused new PIN, other failure', () => {
    const sending = toSending();
    expect(pinChangeReducer(sending, { type: 'WRONG_PIN' })).toMatchObject({
      step: 'current',
      rejected: true,
    });
    expect(pinChangeReducer(sending, { type: 'BLOCKED' })).toEqual({ step: 'blocked' });
    expect(pinChangeReducer(sending, { type: 'REFUSED' })).toMatchObject({ step: 'new', problem: 'refused' });
    const failed = pinChangeReducer(sending, { type: 'FAILED', errorKey: 'error.tryAgainLater' });
    expect(failed).toEqual({ step: 'failed', errorKey: 'error.tryAgainLater' });
    expect(pinChangeReducer(failed, { type: 'RESTART' })).toEqual(initialPinChange);
  });

  it('ignores an answer that comes when nothing is being sent', () => {
    expect(pinChangeReducer(initialPinChange, { type: 'CHANGED' })).toBe(initialPinChange);
  });
});

describe('creditStanding', () => {
  const p = (category: 'DEBITO' | 'CREDITO', held: boolean, available: boolean) => ({
    code: category,
    category,
    physical: false,
    held,
    available,
  });
  it('reads the credit category of the products', () => {
    expect(creditStanding([p('DEBITO', true, false)])).toBe('noCategory');
    expect(creditStanding([p('CREDITO', false, false)])).toBe('unavailable');
    expect(creditStanding([p('CREDITO', true, false)])).toBe('virtualOnly');
    expect(creditStanding([p('CREDITO', false, true)])).toBe('available');
  });
});
