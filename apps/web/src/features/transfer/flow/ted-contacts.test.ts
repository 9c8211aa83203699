import { describe, expect, it } from 'vitest';
import type { Contact } from '../../../lib/bank/contacts.ts';
import { institutionOf, isSavedAccount, tedContactAccounts } from './ted-contacts.ts';
import type { Institution } from './transfer-flow.ts';

const carteira: Institution = { code: '999', ispb: '99999999', name: 'Carteira' };
const horizonte: Institution = { code: '901', ispb: '90400001', name: 'Banco Horizonte S.A.' };
const atlantico: Institution = { code: '904', ispb: '90400004', name: 'Banco Atlântico' };
const banks = [carteira, horizonte, atlantico];

const marina: Contact = {
  id: 'c1',
  taxId: '41820357635',
  name: 'Marina Lopes Duarte',
  nickname: 'Mari',
  keys: [
    { id: 'k1', kind: 'pix', keyType: 4, key: 'marina@example.com' },
    {
      id: 'k2',
      kind: 'account',
      institution: '90400001',
      agency: '0012',
      account: '4567903-6',
      accountType: 2,
    },
    { id: 'k3', kind: 'account', institution: '999', agency: '0001', account: '1000001', accountType: 1 },
  ],
};
const atelie: Contact = {
  id: 'c2',
  taxId: '12ABC34501DE35',
  name: 'Ateliê Aurora Ltda',
  nickname: '',
  keys: [
    { id: 'k4', kind: 'account', institution: '904', agency: '0345', account: '889900', accountType: 1 },
    { id: 'k5', kind: 'account', institution: '12345678', agency: '0001', account: '1234', accountType: 1 },
  ],
};
const pixOnly: Contact = {
  id: 'c3',
  taxId: '52998224725',
  name: 'Zeca Pix',
  nickname: '',
  keys: [{ id: 'k6', kind: 'pix', keyType: 2, key: '52998224725' }],
};

describe('the contacts a TED can go to', () => {
  it('lists each account at another bank, by the name the contact is listed under, with every field filled', () => {
    const accounts = tedContactAccounts([marina, atelie, pixOnly], banks);
    expect(accounts.map((a) => a.label)).toEqual(['Ateliê Aurora Ltda', 'Mari']);
    expect(accounts[1]).toEqual({
      id: 'c1-k2',
      label: 'Mari',
      ted: {
        institution: horizonte,
        accountType: 2,
        name: 'Marina Lopes Duarte',
        taxId: '41820357635',
        agency: '0012',
        account: '45679036',
      },
    });
    expect(accounts[0]?.ted.institution).toEqual(atlantico);
  });

  it('leaves out Pix keys, Carteira accounts and banks the list does not know', () => {
    expect(tedContactAccounts([pixOnly], banks)).toEqual([]);
    expect(tedContactAccounts([marina], banks).map((a) => a.id)).toEqual(['c1-k2']);
    expect(tedContactAccounts([atelie], banks).map((a) => a.id)).toEqual(['c2-k4']);
  });

  it('finds a bank by its code or its ISPB', () => {
    expect(institutionOf(banks, '901')).toBe(horizonte);
    expect(institutionOf(banks, '90400004')).toBe(atlantico);
    expect(institutionOf(banks, '')).toBeUndefined();
    expect(institutionOf(banks, '90400009')).toBeUndefined();
  });

  it('tells a typed destination some contact keeps already (same bank by code or ISPB, agency, account)', () => {
    const [mari] = tedContactAccounts([marina], banks);
    if (!mari) throw new Error('no account');
    expect(isSavedAccount([marina], { ...mari.ted, agency: '12', account: '4567903-6' })).toBe(true);
    expect(isSavedAccount([marina], { ...mari.ted, account: '45679037' })).toBe(false);
    expect(isSavedAccount([marina], { ...mari.ted, institution: atlantico })).toBe(false);
    expect(
      isSavedAccount([atelie], { ...mari.ted, institution: atlantico, agency: '345', account: '889900' }),
    ).toBe(true);
  });
});
