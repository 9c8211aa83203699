import { describe, expect, it } from 'vitest';
import { type TedDraft, tedProblems } from './ted-checks.ts';

const good: TedDraft = {
  accountType: 1,
  name: 'Marcos Vinícius Rocha',
  taxId: '418.203.576-35',
  agency: '12',
  account: '4567890-1',
};

describe('TED destination checks', () => {
  it('accepts a CPF or a CNPJ with letters, a company name, a dash in the account', () => {
    expect(tedProblems(good)).toEqual({});
    expect(tedProblems({ ...good, name: 'Ateliê Aurora Ltda', taxId: '12.ABC.345/01DE-35' })).toEqual({});
    expect(tedProblems({ ...good, name: 'Rede Saque Fácil S.A.', taxId: '55667788000186' })).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(
      tedProblems({ accountType: 2, name: 'M', taxId: '12.ABC.345/01DE-36', agency: '12345', account: '1' }),
    ).toEqual({
      name: 'holderNameBad',
      taxId: 'holderTaxIdBad',
      agency: 'tedAgencyBad',
      account: 'tedAccountBad',
    });
    expect(tedProblems({ ...good, account: '4567a890' })).toEqual({ account: 'tedAccountBad' });
  });
});
