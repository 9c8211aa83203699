import { describe, expect, it } from 'vitest';
import { type ChangeState, changeReducer, changeStart, previousStep } from './change-flow.ts';

const email = { kind: 'email' as const, email: 'nova@example.com' };

describe('a profile change', () => {
  it('walks value, PIN, code, selfie, review, sending, done', () => {
    let s = changeStart('email');
    s = changeReducer(s, { type: 'VALUE_SET', value: email });
    expect(s.step).toBe('pin');
    s = changeReducer(s, { type: 'PIN_WRONG' });
    expect(s).toMatchObject({ step: 'pin', notice: 'pinWrong' });
    s = changeReducer(s, { type: 'CODE_SENT', changeKey: 'k', destination: 'nXXXa@example.com' });
    expect(s).toMatchObject({ step: 'code', changeKey: 'k', notice: null });
    s = changeReducer(s, { type: 'CODE_TYPED', code: '123456' });
    expect(s.step).toBe('selfie');
    s = changeReducer(s, { type: 'SELFIE_TAKEN', image: 'abc' });
    expect(s.step).toBe('review');
    s = changeReducer(s, { type: 'SEND' });
    expect(s.step).toBe('sending');
    s = changeReducer(s, { type: 'DONE' });
    expect(s).toMatchObject({ step: 'done', selfie: null, code: '' });
  });

  it('keeps the selfie when only the code was wrong, and drops it when the face was refused', () => {
    let s: ChangeState = {
      ...changeStart('phone'),
      step: 'sending',
      selfie: 'abc',
      code: '111111',
      changeKey: 'k',
    };
    s = changeReducer(s, { type: 'CODE_WRONG' });
    expect(s).toMatchObject({ step: 'code', selfie: 'abc', notice: 'codeWrong', code: '' });
    s = changeReducer(s, { type: 'CODE_TYPED', code: '222222' });
    expect(s.step).toBe('review');
    s = changeReducer({ ...s, step: 'sending' }, { type: 'FACE_REFUSED' });
    expect(s).toMatchObject({ step: 'selfie', selfie: null, notice: 'faceRefused' });
  });

  it('starts over when the change expired, and goes back one step at a time', () => {
    const s = changeReducer(
      { ...changeStart('address'), step: 'sending', changeKey: 'k' },
      { type: 'EXPIRED' },
    );
    expect(s).toMatchObject({ step: 'value', changeKey: null, notice: 'expired' });
    expect(previousStep('review')).toBe('selfie');
    expect(previousStep('code')).toBe('value');
    expect(previousStep('value')).toBeNull();
    expect(changeReducer({ ...changeStart('email'), step: 'selfie' }, { type: 'BACK' }).step).toBe('code');
  });
});
