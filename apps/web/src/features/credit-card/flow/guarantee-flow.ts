import type { Centavos } from '@carteira/core/money';

/**
 * Moving the guarantee (the first investment with its contract, investing more, redeeming): the amount,
 * the contract to accept (first access only), the PIN, the selfie, the answer. The page renders a
 * state and dispatches events; it does not decide transitions.
 */
export type GuaranteeState =
  | { step: 'amount'; pinRejected: false; refusedReason: RefusedReason | null }
  | { step: 'contract'; amount: Centavos; dueDay: number }
  | { step: 'pin'; amount: Centavos; dueDay: number; pinRejected: boolean }
  | { step: 'selfie'; amount: Centavos; dueDay: number; pin: string; faceRefused: boolean }
  | { step: 'sending'; amount: Centavos; dueDay: number; pin: string }
  | { step: 'done'; limit: Centavos };

/** Why the amount step shows a refusal: above the free part (redeem) or the balance (invest). */
export type RefusedReason = 'aboveFree' | 'balance';

export type GuaranteeEvent =
  | { type: 'AMOUNT_ENTERED'; amount: Centavos; dueDay: number; withContract: boolean }
  | { type: 'AMOUNT_REFUSED'; reason: RefusedReason }
  | { type: 'CONTRACT_ACCEPTED' }
  | { type: 'PIN_ENTERED'; pin: string }
  | { type: 'SELFIE_TAKEN' }
  | { type: 'DONE'; limit: Centavos }
  | { type: 'PIN_REFUSED' }
  | { type: 'FACE_REFUSED' }
  | { type: 'FAILED' };

export const initialGuarantee: GuaranteeState = { step: 'amount', pinRejected: false, refusedReason: null };

export function guaranteeReducer(state: GuaranteeState, event: GuaranteeEvent): GuaranteeState {
  switch (event.type) {
    case 'AMOUNT_ENTERED':
      if (state.step !== 'amount') return state;
      return event.withContract
        ? { step: 'contract', amount: event.amount, dueDay: event.dueDay }
        : { step: 'pin', amount: event.amount, dueDay: event.dueDay, pinRejected: false };
    case 'AMOUNT_REFUSED':
      return { step: 'amount', pinRejected: false, refusedReason: event.reason };
    case 'CONTRACT_ACCEPTED':
      if (state.step !== 'contract') return state;
      return { step: 'pin', amount: state.amount, dueDay: state.dueDay, pinRejected: false };
    case 'PIN_ENTERED':
      if (state.step !== 'pin') return state;
      return {
        step: 'selfie',
        amount: state.amount,
        dueDay: state.dueDay,
        pin: event.pin,
        faceRefused: false,
      };
    case 'SELFIE_TAKEN':
      if (state.step !== 'selfie') return state;
      return { step: 'sending', amount: state.amount, dueDay: state.dueDay, pin: state.pin };
    case 'DONE':
      return state.step === 'sending' ? { step: 'done', limit: event.limit } : state;
    case 'PIN_REFUSED':
      if (state.step !== 'sending') return state;
      return { step: 'pin', amount: state.amount, dueDay: state.dueDay, pinRejected: true };
    case 'FACE_REFUSED':
      if (state.step !== 'sending') return state;
      return {
        step: 'selfie',
        amount: state.amount,
        dueDay: state.dueDay,
        pin: state.pin,
        faceRefused: true,
      };
    case 'FAILED':
      if (state.step !== 'sending') return state;
      return {
        step: 'selfie',
        amount: state.amount,
        dueDay: state.dueDay,
        pin: state.pin,
        faceRefused: false,
      };
  }
}
