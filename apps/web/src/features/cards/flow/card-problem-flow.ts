/**
 * The card problem flow of /digitalCard (wallet.md section 2, "Card problem: damage, stolen, lost"):
 * choose a reason, confirm (a block for good), then the card is gone from the list and a second copy
 * is offered.
 */
export type ProblemReason = 'damaged' | 'stolen' | 'lost';

export type ProblemState =
  | { step: 'closed' }
  | { step: 'choose'; cardKey: string }
  | { step: 'confirm'; cardKey: string; reason: ProblemReason }
  | { step: 'blocked'; cardKey: string; reason: ProblemReason; canOrderCopy: boolean };

export type ProblemEvent =
  | { type: 'open'; cardKey: string }
  | { type: 'choose'; reason: ProblemReason }
  | { type: 'blocked'; canOrderCopy: boolean }
  | { type: 'back' }
  | { type: 'close' };

export const initialProblem: ProblemState = { step: 'closed' };

/** The second copy's motivo for each reason. */
export const COPY_REASON = { damaged: 'DANIFICADO', stolen: 'ROUBO', lost: 'PERDA' } as const;

export function problemReducer(state: ProblemState, event: ProblemEvent): ProblemState {
  switch (event.type) {
    case 'open':
      return { step: 'choose', cardKey: event.cardKey };
    case 'close':
      return initialProblem;
    case 'choose':
      return state.step === 'choose'
        ? { step: 'confirm', cardKey: state.cardKey, reason: event.reason }
        : state;
    case 'blocked':
      return state.step === 'confirm'
        ? { step: 'blocked', cardKey: state.cardKey, reason: state.reason, canOrderCopy: event.canOrderCopy }
        : state;
    case 'back':
      if (state.step === 'confirm') return { step: 'choose', cardKey: state.cardKey };
      if (state.step === 'choose') return initialProblem;
      return state;
  }
}
