import { describe, expect, it } from 'vitest';
import { accountProblems } from './account-checks.ts';
import type { AccountDestination } from './pay-flow.ts';

const good: AccountDestination = {
  institution: '901',
  agency: '0012',
  account: '4567890-1',
  accountType: 1,
  taxId: '418.203.576-35',
  name: 'Marcos Vinícius Rocha',
};

describe('account checks', () => {
  it('accepts a bank code or an ISPB, punctuation in the account and the tax id', () => {
    expect(accountProblems(good)).toEqual({});
    expect(accountProblems({ ...good, institution: '90400001', taxId: '12.345.678/0001-95' })).toEqual({});
    expect(accountProblems({ ...good, taxId: '12.ABC.345/01DE-35' })).toEqual({});
    expect(accountProblems({ ...good, taxId: '12abc34501de35' })).toEqual({});
    expect(accountProblems({ ...good, taxId: '12.ABC.345/01DE-36' })).toEqual({ taxId: 'accountTaxIdBad' });
  });

  it('names each field that is wrong', () => {
    expect(
      accountProblems({
        ...good,
        institution: '12',
        agency: '12345',
        account: '1',
        taxId: '11111111111',
        name: 'M4rcos',
      }),
    ).toEqual({
      institution: 'accountInstitutionBad',
      agency: 'accountAgencyBad',
      account: 'accountNumberBad',
      taxId: 'accountTaxIdBad',
      name: 'accountNameBad',
    });
  });
});
