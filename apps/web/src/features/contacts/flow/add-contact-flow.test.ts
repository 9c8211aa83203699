import { PixKeyType } from '@carteira/core/pix';
import { describe, expect, it } from 'vitest';
import type { ContactKey } from '../../../lib/bank/contacts.ts';
import {
  type AddContactState,
  accountProblems,
  addContactReducer,
  addKeyState,
  detailsProblems,
  keyChoices,
  leavesOnBack,
  matchesMask,
  newContactState,
  pixKeyOf,
  stateFromDraft,
} from './add-contact-flow.ts';

const MARIA = { taxId: '52998224725', name: 'Maria da Silva', nickname: 'Mãe' };
const cpfKey: ContactKey = { id: 'k1', kind: 'pix', keyType: PixKeyType.CPF, key: '52998224725' };

describe('keyChoices (the contact key type menu)', () => {
  it('offers phone, e-mail, the CPF, a random key and an account for a person', () => {
    expect(keyChoices('529.982.247-25', [])).toEqual(['PHONE', 'EMAIL', 'CPF', 'EVP', 'ACCOUNT']);
  });
  it('leaves the CPF out once it is saved', () => {
    expect(keyChoices(MARIA.taxId, [cpfKey])).toEqual(['PHONE', 'EMAIL', 'EVP', 'ACCOUNT']);
  });
  it('offers the CNPJ, not the CPF, for a company', () => {
    expect(keyChoices('11.222.333/0001-81', [])).toEqual(['PHONE', 'EMAIL', 'CNPJ', 'EVP', 'ACCOUNT']);
  });
});

describe('the details', () => {
  it('need a valid CPF or CNPJ, a person’s name in letters, a short nickname', () => {
    expect(detailsProblems(MARIA)).toEqual({});
    expect(detailsProblems({ ...MARIA, taxId: '52998224700' })).toEqual({ taxId: 'taxIdBad' });
    expect(detailsProblems({ ...MARIA, name: 'Maria 2' })).toEqual({ name: 'nameBad' });
    expect(detailsProblems({ ...MARIA, name: ' ' })).toEqual({ name: 'nameBad' });
    expect(detailsProblems({ ...MARIA, nickname: 'a'.repeat(41) })).toEqual({ nickname: 'nicknameBad' });
    expect(detailsProblems({ taxId: '11222333000181', name: 'Loja Bela Vista Ltda.', nickname: '' })).toEqual(
      {},
    );
  });
  it('must match the digits a receipt’s masked document shows', () => {
    expect(matchesMask('52998224725', '***.982.247-**')).toBe(true);
    expect(matchesMask('11144477735', '***.982.247-**')).toBe(false);
    expect(detailsProblems({ ...MARIA, taxId: '11144477735' }, '***.982.247-**')).toEqual({
      taxId: 'taxIdNotMask',
    });
  });
});

describe('keys as typed', () => {
  it('are brought to the DICT form of the chosen type, or refused', () => {
    expect(pixKeyOf('PHONE', '(21) 99876-5432')).toBe('+5521998765432');
    expect(pixKeyOf('EMAIL', ' Maria@Example.com ')).toBe('maria@example.com');
    expect(pixKeyOf('EVP', '123E4567-E12B-12D1-A456-426655440000')).toBe(
      '123e4567-e12b-12d1-a456-426655440000',
    );
    expect(pixKeyOf('EMAIL', '+5521998765432')).toBeNull();
    expect(pixKeyOf('CPF', '529.982.247-00')).toBeNull();
  });
  it('an account needs a bank code or ISPB, an agency and an account', () => {
    expect(accountProblems({ institution: '999', agency: '1', account: '10000044', accountType: 1 })).toEqual(
      {},
    );
    expect(accountProblems({ institution: '9999', agency: '12345', account: '', accountType: 1 })).toEqual({
      institution: 'institutionBad',
      agency: 'agencyBad',
      account: 'accountBad',
    });
  });
});

describe('addContactReducer', () => {
  it('goes details -> key type -> key -> saving -> saved', () => {
    let s: AddContactState = addContactReducer(newContactState, { type: 'DETAILS_DONE', details: MARIA });
    expect(s).toMatchObject({ step: 'keyType', existing: [], fixedDetails: false });
    s = addContactReducer(s, { type: 'KEY_TYPE_CHOSEN', choice: 'PHONE' });
    expect(s).toMatchObject({ step: 'key', choice: 'PHONE' });
    s = addContactReducer(s, {
      type: 'KEY_DONE',
      key: { kind: 'pix', keyType: PixKeyType.PHONE, key: '+5521998765432' },
    });
    expect(s).toMatchObject({ step: 'saving', details: MARIA });
    expect(addContactReducer(s, { type: 'SAVED', name: 'Mãe' })).toEqual({ step: 'saved', name: 'Mãe' });
  });
  it('stays on the details while they are wrong', () => {
    const bad = { ...MARIA, taxId: '123' };
    expect(addContactReducer(newContactState, { type: 'DETAILS_DONE', details: bad })).toBe(newContactState);
  });
  it('a refused save returns to the key with the message', () => {
    const key: AddContactState = {
      step: 'key',
      details: MARIA,
      existing: [],
      fixedDetails: false,
      choice: 'EVP',
    };
    const saving = addContactReducer(key, {
      type: 'KEY_DONE',
      key: { kind: 'pix', keyType: PixKeyType.EVP, key: '123e4567-e12b-12d1-a456-426655440000' },
    });
    expect(addContactReducer(saving, { type: 'SAVE_FAILED', errorKey: 'error.contactLimitReached' })).toEqual(
      {
        ...key,
        errorKey: 'error.contactLimitReached',
      },
    );
  });
  it('refuses a key type the menu does not offer', () => {
    const menu = addKeyState({ ...MARIA, keys: [cpfKey] });
    expect(addContactReducer(menu, { type: 'KEY_TYPE_CHOSEN', choice: 'CPF' })).toBe(menu);
  });
  it('steps back inside the route, and leaves from a kept contact’s key menu', () => {
    const menu = addContactReducer(newContactState, { type: 'DETAILS_DONE', details: MARIA });
    const key = addContactReducer(menu, { type: 'KEY_TYPE_CHOSEN', choice: 'ACCOUNT' });
    expect(addContactReducer(key, { type: 'BACK' })).toEqual(menu);
    expect(addContactReducer(menu, { type: 'BACK' })).toEqual({ step: 'details', details: MARIA });
    expect(leavesOnBack(menu)).toBe(false);
    expect(leavesOnBack(addKeyState({ ...MARIA, keys: [cpfKey] }))).toBe(true);
  });
});

describe('stateFromDraft (/saveContactFromTransaction)', () => {
  it('fills the name, keeps the masked document as the check, and saves the key paid with the details', () => {
    const s = stateFromDraft({
      name: 'Daniel Costa Pereira',
      maskedTaxId: '***.982.247-**',
      key: { keyType: PixKeyType.EVP, key: '123e4567-e12b-12d1-a456-426655440000' },
    });
    expect(s).toEqual({
      step: 'details',
      details: { taxId: '', name: 'Daniel Costa Pereira', nickname: '' },
      maskedTaxId: '***.982.247-**',
      preset: { kind: 'pix', keyType: PixKeyType.EVP, key: '123e4567-e12b-12d1-a456-426655440000' },
    });
    const details = { taxId: '52998224725', name: 'Daniel Costa Pereira', nickname: '' };
    const wrong = { ...details, taxId: '11144477735' };
    expect(addContactReducer(s, { type: 'DETAILS_DONE', details: wrong })).toBe(s);
    expect(addContactReducer(s, { type: 'DETAILS_DONE', details })).toMatchObject({
      step: 'saving',
      key: { kind: 'pix', keyType: PixKeyType.EVP },
    });
  });
  it('takes a company’s CNPJ, shown whole, and an account', () => {
    const s = stateFromDraft({
      name: 'Loja',
      maskedTaxId: '11.222.333/0001-81',
      account: { institution: '999', agency: '0001', account: '123', accountType: 2 },
    });
    expect(s).toMatchObject({
      details: { taxId: '11222333000181' },
      preset: { kind: 'account', accountType: 2 },
    });
  });
  it('is an empty new contact without a draft', () => {
    expect(stateFromDraft(null)).toBe(newContactState);
  });
});
