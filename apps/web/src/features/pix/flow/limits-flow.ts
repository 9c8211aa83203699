import type { Centavos } from '@carteira/core/money';
import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';

/** tipoLimite: 1 daily, 2 nocturnal. */
export type LimitType = 1 | 2;

/** The most a limit may be set to: R$ 100.000,00. */
export const MAX_PIX_LIMIT = 10_000_000 as Centavos;

/** What the bank answered to a change: applied at once (a decrease) or pending 24 hours (an increase). */
export interface LimitChangeOutcome {
  limitType: LimitType;
  status: 'Aprovado' | 'Pendente';
  amount: Centavos;
  effectiveAt: string;
}

/** The hour the nocturnal period starts: 20h by default, 22h on the customer's request. */
export type NocturnalStart = 20 | 22;
export const NOCTURNAL_STARTS: readonly NocturnalStart[] = [20, 22];

/** What the bank answered to a new nocturnal start: earlier at once, later pending 24 hours. */
export interface StartChangeOutcome {
  start: NocturnalStart;
  status: 'Aprovado' | 'Pendente';
  effectiveAt: string;
}

/**
 * The limits screen: the overview (with the last change's outcome), a new value for one limit or a new
 * nocturnal start, sending it.
 */
export type LimitsState =
  | { step: 'overview'; outcome: LimitChangeOutcome | StartChangeOutcome | null }
  | { step: 'edit'; limitType: LimitType; current: Centavos; daily: Centavos; errorKey: BankErrorKey | null }
  | { step: 'saving'; limitType: LimitType; current: Centavos; daily: Centavos; amount: Centavos }
  | { step: 'start'; current: NocturnalStart; errorKey: BankErrorKey | null }
  | { step: 'startSaving'; current: NocturnalStart; start: NocturnalStart };

export type LimitsEvent =
  | { type: 'CHANGE_CHOSEN'; limitType: LimitType; current: Centavos; daily: Centavos }
  | { type: 'AMOUNT_SUBMITTED'; amount: Centavos }
  | { type: 'START_CHOSEN'; current: NocturnalStart }
  | { type: 'START_SUBMITTED'; start: NocturnalStart }
  | { type: 'SAVED'; outcome: LimitChangeOutcome | StartChangeOutcome }
  | { type: 'SAVE_FAILED'; errorKey: BankErrorKey }
  | { type: 'BACK' };

export function isStartOutcome(o: LimitChangeOutcome | StartChangeOutcome): o is StartChangeOutcome {
  return 'start' in o;
}

export const initialLimitsState: LimitsState = { step: 'overview', outcome: null };

export type LimitAmountProblem = 'limitEditSame' | 'limitEditMax' | 'limitEditNocturnalAboveDaily';

/** A new limit: not the current one, at most R$ 100.000,00, and a nocturnal one within the daily one. */
export function limitAmountProblem(
  amount: Centavos,
  rule: { limitType: LimitType; current: Centavos; daily: Centavos },
): LimitAmountProblem | null {
  if (amount > MAX_PIX_LIMIT) return 'limitEditMax';
  if (amount === rule.current) return 'limitEditSame';
  if (rule.limitType === 2 && amount > rule.daily) return 'limitEditNocturnalAboveDaily';
  return null;
}

export function leavesLimitsOnBack(state: LimitsState): boolean {
  return state.step === 'overview';
}

export function limitsReducer(state: LimitsState, event: LimitsEvent): LimitsState {
  switch (event.type) {
    case 'CHANGE_CHOSEN':
      if (state.step !== 'overview') return state;
      return {
        step: 'edit',
        limitType: event.limitType,
        current: event.current,
        daily: event.daily,
        errorKey: null,
      };
    case 'AMOUNT_SUBMITTED':
      if (state.step !== 'edit' || limitAmountProblem(event.amount, state) !== null) return state;
      return {
        step: 'saving',
        limitType: state.limitType,
        current: state.current,
        daily: state.daily,
        amount: event.amount,
      };
    case 'START_CHOSEN':
      return state.step === 'overview' ? { step: 'start', current: event.current, errorKey: null } : state;
    case 'START_SUBMITTED':
      if (state.step !== 'start' || event.start === state.current) return state;
      return { step: 'startSaving', current: state.current, start: event.start };
    case 'SAVED':
      return state.step === 'saving' || state.step === 'startSaving'
        ? { step: 'overview', outcome: event.outcome }
        : state;
    case 'SAVE_FAILED':
      if (state.step === 'startSaving')
        return { step: 'start', current: state.current, errorKey: event.errorKey };
      if (state.step !== 'saving') return state;
      return {
        step: 'edit',
        limitType: state.limitType,
        current: state.current,
        daily: state.daily,
        errorKey: event.errorKey,
      };
    case 'BACK':
      return state.step === 'edit' || state.step === 'start' ? { step: 'overview', outcome: null } : state;
  }
}
