import { centavos } from '@carteira/core/money';
import { PixKeyType } from '@carteira/core/pix';
import { describe, expect, it } from 'vitest';
import { contactDraft } from './contact-draft.ts';
import {
  DESTINATIONS,
  initialSendState,
  leavesPayFlowOnBack,
  type PayState,
  payReducer,
} from './pay-flow.ts';

const payee = {
  name: 'Daniel Costa Pereira',
  maskedTaxId: '***.016.492-**',
  institution: 'Carteira',
  key: 'b3c2a1d0-1111-4222-8333-444455556666',
  keyType: PixKeyType.EVP,
};
const account = {
  institution: '999',
  agency: '0001',
  account: '10000044',
  accountType: 1 as const,
  taxId: '853.016.492-40',
  name: 'Daniel Costa Pereira',
};

describe('the send menu’s contacts option', () => {
  it('is the last destination of the menu', () => {
    expect(DESTINATIONS.at(-1)).toBe('CONTACTS');
  });

  it('goes from the contact list to a contact’s keys, and back one screen at a time', () => {
    const list = payReducer(initialSendState, { type: 'DESTINATION_CHOSEN', destination: 'CONTACTS' });
    expect(list).toEqual({ step: 'target', destination: 'CONTACTS' });
    expect(leavesPayFlowOnBack(list)).toBe(false);
    const keys = payReducer(list, { type: 'CONTACT_CHOSEN', contactId: 'c1' });
    expect(keys).toEqual({ step: 'target', destination: 'CONTACTS', contactId: 'c1' });
    expect(payReducer(keys, { type: 'BACK' })).toEqual(list);
    expect(payReducer(list, { type: 'BACK' })).toEqual(initialSendState);
  });

  it('takes a contact only on the contacts list', () => {
    const typed: PayState = { step: 'target', destination: 'PHONE' };
    expect(payReducer(typed, { type: 'CONTACT_CHOSEN', contactId: 'c1' })).toBe(typed);
    expect(payReducer(initialSendState, { type: 'CONTACT_CHOSEN', contactId: 'c1' })).toBe(initialSendState);
  });

  it('pays a contact’s key as a Pix by key, and the amount’s back arrow returns to the contacts', () => {
    const keys: PayState = { step: 'target', destination: 'CONTACTS', contactId: 'c1' };
    const amount = payReducer(keys, {
      type: 'TARGET_FOUND',
      target: { kind: 'key', payee, destination: 'CONTACTS' },
    });
    expect(amount).toMatchObject({ step: 'amount', target: { kind: 'key' } });
    expect(payReducer(amount, { type: 'BACK' })).toEqual({ step: 'target', destination: 'CONTACTS' });
    const review = payReducer(amount, { type: 'AMOUNT_ENTERED', amount: centavos(1500) });
    expect(review).toMatchObject({ step: 'review', amount: 1500 });
  });

  it('pays a contact’s account as a Pix by agency and account, back to the contacts rather than the form', () => {
    const keys: PayState = { step: 'target', destination: 'CONTACTS', contactId: 'c1' };
    const amount = payReducer(keys, {
      type: 'TARGET_FOUND',
      target: { kind: 'account', account, destination: 'CONTACTS' },
    });
    expect(amount).toMatchObject({ step: 'amount', target: { kind: 'account' } });
    expect(payReducer(amount, { type: 'BACK' })).toEqual({ step: 'target', destination: 'CONTACTS' });
  });
});

describe('contactDraft (the receipt’s save as contact)', () => {
  it('carries the name, the key and the masked document of a Pix by key', () => {
    expect(contactDraft({ kind: 'key', payee })).toEqual({
      name: 'Daniel Costa Pereira',
      maskedTaxId: '***.016.492-**',
      key: { keyType: PixKeyType.EVP, key: payee.key },
    });
  });

  it('knows the full document when the key is a CPF or CNPJ', () => {
    const cpfKey = { ...payee, keyType: PixKeyType.CPF, key: '85301649240' };
    expect(contactDraft({ kind: 'key', payee: cpfKey })).toMatchObject({ taxId: '85301649240' });
  });

  it('carries the account and the typed document of a Pix by agency and account', () => {
    expect(contactDraft({ kind: 'account', account })).toEqual({
      name: 'Daniel Costa Pereira',
      taxId: '85301649240',
      account: { institution: '999', agency: '0001', account: '10000044', accountType: 1 },
    });
  });

  it('keeps the letters of a 2026 alphanumeric CNPJ typed for the account', () => {
    const company = { ...account, name: 'Ateliê Aurora Ltda', taxId: '12.ABC.345/01DE-35' };
    expect(contactDraft({ kind: 'account', account: company })).toMatchObject({ taxId: '12ABC34501DE35' });
  });
});
