import { describe, expect, it } from 'vitest';
import { type CancelEvent, cancelReducer, cancelStart, leavesCancelOnBack } from './cancel-flow.ts';

const run = (...events: CancelEvent[]) => events.reduce(cancelReducer, cancelStart);

describe('the cancel flow', () => {
  it('walks benefits, reasons, the code, success', () => {
    const sending = run({ type: 'NEXT' }, { type: 'REASON', reason: 'TARIFAS' });
    expect(sending).toEqual({ step: 'sending', reason: 'TARIFAS' });
    const token = cancelReducer(sending, { type: 'CODE_SENT', phone: '*****4321' });
    expect(token).toEqual({ step: 'token', reason: 'TARIFAS', phone: '*****4321' });
    const closing = cancelReducer(token, { type: 'CODE_TYPED', code: '123456' });
    expect(cancelReducer(closing, { type: 'CLOSED' })).toEqual({ step: 'done' });
  });

  it('a refused code goes back to the code; a refused code request back to the reasons', () => {
    const closing = run(
      { type: 'NEXT' },
      { type: 'REASON', reason: 'OUTROS' },
      { type: 'CODE_SENT', phone: '*****4321' },
      { type: 'CODE_TYPED', code: '000000' },
    );
    expect(cancelReducer(closing, { type: 'REFUSED' })).toEqual({
      step: 'token',
      reason: 'OUTROS',
      phone: '*****4321',
      error: 'refused',
    });
    expect(
      cancelReducer(run({ type: 'NEXT' }, { type: 'REASON', reason: 'OUTROS' }), { type: 'REFUSED' }),
    ).toEqual({
      step: 'reasons',
      reason: 'OUTROS',
    });
  });

  it('stops at what keeps the account open, from any step before the end', () => {
    expect(cancelReducer(cancelStart, { type: 'PENDING', blockers: ['SALDO'] })).toEqual({
      step: 'pending',
      blockers: ['SALDO'],
    });
    expect(cancelReducer(cancelStart, { type: 'PENDING', blockers: [] })).toBe(cancelStart);
    expect(cancelReducer({ step: 'done' }, { type: 'PENDING', blockers: ['SALDO'] })).toEqual({
      step: 'done',
    });
    expect(leavesCancelOnBack({ step: 'pending', blockers: ['SALDO'] })).toBe(true);
  });

  it('goes back a step, keeping the reason chosen', () => {
    const token = run(
      { type: 'NEXT' },
      { type: 'REASON', reason: 'TARIFAS' },
      { type: 'CODE_SENT', phone: 'x' },
    );
    expect(cancelReducer(token, { type: 'BACK' })).toEqual({ step: 'reasons', reason: 'TARIFAS' });
    expect(cancelReducer({ step: 'reasons' }, { type: 'BACK' })).toEqual(cancelStart);
  });
});
