import { centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import type { HolderCard } from '../api/holder.ts';
import { phoneCardReducer, phoneCardStart } from './phone-card-flow.ts';

const offer = {
  kind: 'offer' as const,
  barcode: 'ZY32LNRW97',
  amount: centavos(10_000),
  until: '2099-12-31',
};
const card: HolderCard = {
  key: 'k',
  number: '•••• •••• •••• 1234',
  printedName: 'PAULA R MARTINS',
  amount: centavos(10_000),
  status: 'DISPONIVEL',
  validUntil: '2027-11-28',
};

describe('the phone’s gift card flow', () => {
  it('goes from the barcode to the offer, the PIN of a new holder, and the card', () => {
    const offered = phoneCardReducer(phoneCardStart, { type: 'CHECKED', result: offer });
    expect(offered).toEqual({
      step: 'offer',
      offer: { barcode: 'ZY32LNRW97', amount: 10_000, until: '2099-12-31' },
    });
    const register = phoneCardReducer(offered, { type: 'REGISTER' });
    expect(register).toMatchObject({ step: 'register', rejected: false });
    expect(phoneCardReducer(register, { type: 'PIN_REFUSED' })).toMatchObject({ rejected: true });
    expect(phoneCardReducer(register, { type: 'ISSUED', card })).toEqual({ step: 'ready', card });
    // a holder already: straight from the offer to the card
    expect(phoneCardReducer(offered, { type: 'ISSUED', card })).toEqual({ step: 'ready', card });
  });

  it('says when the card was issued already, when there is none, and when it is declined', () => {
    expect(
      phoneCardReducer(phoneCardStart, { type: 'CHECKED', result: { kind: 'issued', barcode: 'B' } }),
    ).toEqual({
      step: 'issued',
      barcode: 'B',
    });
    expect(
      phoneCardReducer(phoneCardStart, { type: 'CHECKED', result: { kind: 'none', barcode: 'B' } }),
    ).toEqual({
      step: 'none',
      barcode: 'B',
    });
    const offered = phoneCardReducer(phoneCardStart, { type: 'CHECKED', result: offer });
    expect(phoneCardReducer(offered, { type: 'DECLINED' })).toEqual({
      step: 'declined',
      barcode: 'ZY32LNRW97',
    });
    // events out of place change nothing; RESET starts over
    expect(phoneCardReducer(phoneCardStart, { type: 'ISSUED', card })).toBe(phoneCardStart);
    expect(phoneCardReducer(offered, { type: 'RESET' })).toBe(phoneCardStart);
  });
});
