import { centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import type { AtmWithdrawal } from '../api/atm-wire.ts';
import { type AtmEvent, type AtmState, atmReducer, initialAtmState, leavesFlowOnBack } from './atm-flow.ts';

const withdrawal: AtmWithdrawal = {
  code: '24H-SAQUE-0001-SP',
  terminalId: 'T-SP-0001',
  terminalName: 'Av. Paulista, 1000',
  network: 'Rede 24 Horas',
  amount: centavos(10_000),
  fee: centavos(650),
  total: centavos(10_650),
};
const run = (...events: AtmEvent[]) => events.reduce<AtmState>(atmReducer, initialAtmState());

describe('ATM withdrawal flow', () => {
  it('scans, reviews, asks the PIN and shows the receipt', () => {
    const outcome = {
      ...withdrawal,
      withdrawalId: 'SAQ-1',
      transactionId: 't',
      authentication: 'A',
      at: 'x',
    };
    const done = run(
      { type: 'CODE_CHECKED', withdrawal },
      { type: 'REVIEW_CONFIRMED' },
      { type: 'PIN_ENTERED' },
      { type: 'SUCCEEDED', outcome },
    );
    expect(done).toEqual({ step: 'done', withdrawal, outcome });
    expect(leavesFlowOnBack(done)).toBe(true);
  });

  it('typing the code instead, and back to the camera', () => {
    const code = run({ type: 'TYPE_INSTEAD' });
    expect(code).toEqual({ step: 'code', code: '' });
    expect(atmReducer(code, { type: 'BACK' })).toEqual({ step: 'scan' });
  });

  it('a wrong PIN asks again; a failure goes back to the code', () => {
    const again = run(
      { type: 'CODE_CHECKED', withdrawal },
      { type: 'REVIEW_CONFIRMED' },
      { type: 'PIN_ENTERED' },
      { type: 'PIN_REJECTED' },
    );
    expect(again).toMatchObject({ step: 'pin', attempt: 2, pinRejected: true });
    const failed = [
      { type: 'PIN_ENTERED' } as const,
      { type: 'FAILED', errorKey: 'error.atmCodeUsed' } as const,
    ].reduce(atmReducer, again);
    expect(atmReducer(failed, { type: 'BACK' })).toEqual({ step: 'code', code: withdrawal.code });
  });

  it('ignores events out of place', () => {
    const start = initialAtmState();
    expect(atmReducer(start, { type: 'PIN_ENTERED' })).toBe(start);
    expect(atmReducer(start, { type: 'REVIEW_CONFIRMED' })).toBe(start);
  });
});
