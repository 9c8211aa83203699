import { describe, expect, it } from 'vitest';
import { changePinStart, forgotPinStart, leavesPinOnBack, type PinState, pinReducer } from './pin-flow.ts';

const run = (start: PinState, ...events: Parameters<typeof pinReducer>[1][]) =>
  events.reduce(pinReducer, start);

describe('pin flow', () => {
  it('changes with the current PIN, the new one and its repetition', () => {
    const saving = run(
      changePinStart,
      { type: 'CURRENT_PIN', pin: '2580' },
      { type: 'NEW_PIN', pin: '4826', guessable: false },
      { type: 'REPEAT_PIN', pin: '4826' },
    );
    expect(saving).toEqual({ step: 'saving', proof: { kind: 'pin', currentPin: '2580' }, newPin: '4826' });
    expect(pinReducer(saving, { type: 'SAVED' })).toEqual({ step: 'done' });
  });

  it('refuses a guessable PIN and a repetition that differs, on the new PIN step', () => {
    const fresh = run(changePinStart, { type: 'CURRENT_PIN', pin: '2580' });
    expect(pinReducer(fresh, { type: 'NEW_PIN', pin: '1234', guessable: true })).toMatchObject({
      step: 'new',
      error: 'guessable',
    });
    expect(
      run(fresh, { type: 'NEW_PIN', pin: '4826', guessable: false }, { type: 'REPEAT_PIN', pin: '4827' }),
    ).toMatchObject({ step: 'new', error: 'mismatch' });
  });

  it('goes back to the proof that was refused: the current PIN, or the code with the password', () => {
    const changing = run(
      changePinStart,
      { type: 'CURRENT_PIN', pin: '0000' },
      { type: 'NEW_PIN', pin: '4826', guessable: false },
      { type: 'REPEAT_PIN', pin: '4826' },
    );
    expect(pinReducer(changing, { type: 'PROOF_REFUSED' })).toEqual({ step: 'current', error: 'refused' });
    const resetting = run(
      forgotPinStart,
      { type: 'CODE_SENT', channel: 'sms', destination: '(71) *****-2233' },
      { type: 'CODE_TYPED', code: '123456', password: 'carteira123' },
      { type: 'NEW_PIN', pin: '4826', guessable: false },
      { type: 'REPEAT_PIN', pin: '4826' },
    );
    expect(pinReducer(resetting, { type: 'PROOF_REFUSED' })).toEqual({
      step: 'code',
      channel: 'sms',
      destination: '(71) *****-2233',
      error: 'refused',
    });
    expect(pinReducer(resetting, { type: 'NEW_PIN_REFUSED' })).toMatchObject({
      step: 'new',
      error: 'refused',
    });
  });

  it('steps back one step, and leaves from the first', () => {
    const code = run(forgotPinStart, {
      type: 'CODE_SENT',
      channel: 'email',
      destination: 'dXXXXXXXXXXXXl@example.com',
    });
    expect(leavesPinOnBack(code)).toBe(false);
    expect(pinReducer(code, { type: 'BACK' })).toEqual({ step: 'channel' });
    expect(leavesPinOnBack(forgotPinStart)).toBe(true);
    expect(leavesPinOnBack(changePinStart)).toBe(true);
  });
});
