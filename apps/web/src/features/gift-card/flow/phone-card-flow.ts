import type { Centavos } from '@carteira/core/money';
import type { HolderCard } from '../api/holder.ts';
import type { PhoneOffer } from '../api/promotion.ts';

type Offer = { barcode: string; amount: Centavos; until: string };

/**
 * The gift card that came with the customer's phone (decision 0035): the barcode on the box, what it
 * gives (a card to claim, one already issued, nothing), declining it, the holder's registration with
 * the PIN when they are not one yet, and the card issued, ready to be credited.
 */
export type PhoneCardState =
  | { step: 'ask' }
  | { step: 'offer'; offer: Offer }
  | { step: 'issued'; barcode: string }
  | { step: 'none'; barcode: string }
  | { step: 'declined'; barcode: string }
  | { step: 'register'; offer: Offer; rejected: boolean }
  | { step: 'ready'; card: HolderCard };

export type PhoneCardEvent =
  | { type: 'CHECKED'; result: PhoneOffer }
  | { type: 'REGISTER' }
  | { type: 'PIN_REFUSED' }
  | { type: 'ISSUED'; card: HolderCard }
  | { type: 'DECLINED' }
  | { type: 'RESET' };

export const phoneCardStart: PhoneCardState = { step: 'ask' };

export function phoneCardReducer(state: PhoneCardState, event: PhoneCardEvent): PhoneCardState {
  switch (event.type) {
    case 'CHECKED': {
      if (state.step !== 'ask') return state;
      const r = event.result;
      if (r.kind === 'offer')
        return { step: 'offer', offer: { barcode: r.barcode, amount: r.amount, until: r.until } };
      return r.kind === 'issued'
        ? { step: 'issued', barcode: r.barcode }
        : { step: 'none', barcode: r.barcode };
    }
    case 'REGISTER':
      return state.step === 'offer' ? { step: 'register', offer: state.offer, rejected: false } : state;
    case 'PIN_REFUSED':
      return state.step === 'register' ? { ...state, rejected: true } : state;
    case 'ISSUED':
      return state.step === 'offer' || state.step === 'register'
        ? { step: 'ready', card: event.card }
        : state;
    case 'DECLINED':
      return state.step === 'offer' ? { step: 'declined', barcode: state.offer.barcode } : state;
    case 'RESET':
      return phoneCardStart;
  }
}
