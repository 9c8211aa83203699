import type { Centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import {
  initialLimitsState,
  type LimitChangeOutcome,
  leavesLimitsOnBack,
  limitAmountProblem,
  limitsReducer,
  type StartChangeOutcome,
} from './limits-flow.ts';

const c = (n: number) => n as Centavos;
const daily = c(500_000);
const nocturnal = c(100_000);

describe('Pix limits flow', () => {
  it('starts on the overview; back there leaves the route', () => {
    expect(initialLimitsState).toEqual({ step: 'overview', outcome: null });
    expect(leavesLimitsOnBack(initialLimitsState)).toBe(true);
  });

  it.each([
    [1, c(500_000), 'limitEditSame'],
    [1, c(10_000_001), 'limitEditMax'],
    [2, c(500_001), 'limitEditNocturnalAboveDaily'],
    [2, c(0), null],
    [1, c(800_000), null],
  ] as const)('limit %i to %i is %s', (limitType, amount, problem) => {
    const current = limitType === 1 ? daily : nocturnal;
    expect(limitAmountProblem(amount, { limitType, current, daily })).toBe(problem);
  });

  it('edits one limit, sends it and comes back with the outcome', () => {
    let state = limitsReducer(initialLimitsState, {
      type: 'CHANGE_CHOSEN',
      limitType: 2,
      current: nocturnal,
      daily,
    });
    expect(state).toMatchObject({ step: 'edit', limitType: 2, errorKey: null });
    expect(limitsReducer(state, { type: 'AMOUNT_SUBMITTED', amount: nocturnal })).toBe(state);
    state = limitsReducer(state, { type: 'AMOUNT_SUBMITTED', amount: c(50_000) });
    expect(state).toMatchObject({ step: 'saving', amount: 50_000 });
    const outcome: LimitChangeOutcome = {
      limitType: 2,
      status: 'Aprovado',
      amount: c(50_000),
      effectiveAt: '2026-11-22T10:00:00-03:00',
    };
    expect(limitsReducer(state, { type: 'SAVED', outcome })).toEqual({ step: 'overview', outcome });
  });

  it('a refusal returns to the edit with its message; back from the edit is the overview', () => {
    let state = limitsReducer(initialLimitsState, {
      type: 'CHANGE_CHOSEN',
      limitType: 1,
      current: daily,
      daily,
    });
    state = limitsReducer(state, { type: 'AMOUNT_SUBMITTED', amount: c(1_000) });
    state = limitsReducer(state, { type: 'SAVE_FAILED', errorKey: 'error.tryAgainLater' });
    expect(state).toMatchObject({ step: 'edit', errorKey: 'error.tryAgainLater' });
    expect(limitsReducer(state, { type: 'BACK' })).toEqual(initialLimitsState);
  });

  it('asks for a 22h nocturnal start, refusing the start already in force, and comes back pending', () => {
    let state = limitsReducer(initialLimitsState, { type: 'START_CHOSEN', current: 20 });
    expect(state).toEqual({ step: 'start', current: 20, errorKey: null });
    expect(leavesLimitsOnBack(state)).toBe(false);
    expect(limitsReducer(state, { type: 'START_SUBMITTED', start: 20 })).toBe(state);
    state = limitsReducer(state, { type: 'START_SUBMITTED', start: 22 });
    expect(state).toEqual({ step: 'startSaving', current: 20, start: 22 });
    expect(limitsReducer(state, { type: 'BACK' })).toBe(state);
    const outcome: StartChangeOutcome = {
      start: 22,
      status: 'Pendente',
      effectiveAt: '2026-11-23T10:00:00-03:00',
    };
    expect(limitsReducer(state, { type: 'SAVED', outcome })).toEqual({ step: 'overview', outcome });
  });

  it('a refused start returns to the choice with its message; back is the overview', () => {
    let state = limitsReducer(initialLimitsState, { type: 'START_CHOSEN', current: 22 });
    state = limitsReducer(state, { type: 'START_SUBMITTED', start: 20 });
    state = limitsReducer(state, { type: 'SAVE_FAILED', errorKey: 'error.tryAgainLater' });
    expect(state).toEqual({ step: 'start', current: 22, errorKey: 'error.tryAgainLater' });
    expect(limitsReducer(state, { type: 'BACK' })).toEqual(initialLimitsState);
  });
});
