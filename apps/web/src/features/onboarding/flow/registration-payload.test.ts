import { MISSING_ISSUE_DATE } from '@carteira/core/br';
import { describe, expect, it } from 'vitest';
import { nicknameOf } from '../components/holder-steps.tsx';
import { personPayload } from './registration-payload.ts';

const id = {
  numero: '123456789',
  dataEmissao: '2018-03-15',
  orgaoEmissor: 'SSP',
  ufOrgaoEmissor: 'SP',
  nomeMae: 'Maria Aparecida Silva',
  nomePai: '',
};
const address = {
  cep: '01001000',
  street: 'Praça da Sé',
  neighborhood: '',
  number: '100',
  complement: '',
  city: 'São Paulo',
  state: 'SP',
};

describe('the registration payload (wallet.md section 3)', () => {
  it('skips empty fields and leaves the PEP block out when the applicant is not exposed', () => {
    const body = personPayload(id, { sexo: 'F', pep: null, renda: 450050 }, address);
    expect(body).toEqual({
      nacionalidade: 'N',
      sexo: 'F',
      nomeMae: 'Maria Aparecida Silva',
      rg: { numero: '123456789', dataEmissao: '2018-03-15', orgaoEmissor: 'SSP', ufOrgaoEmissor: 'SP' },
      rendaMensal: 4500.5,
      endereco: { cep: '01001000', rua: 'Praça da Sé', numero: '100' },
      enderecoCorrespondencia: { cep: '01001000', rua: 'Praça da Sé', numero: '100' },
    });
    expect('pessoaPoliticamenteExposta' in body).toBe(false);
    expect('nomePai' in body).toBe(false);
  });

  it('carries the PEP block and the filled fields; a missing issue date is the year-1 date', () => {
    const body = personPayload(
      { ...id, dataEmissao: '', nomePai: ' José Souza ' },
      { sexo: 'M', pep: { cargo: 'Vereador', inicioExposicao: '2021-01-01' }, renda: 100 },
      { ...address, neighborhood: 'Sé', complement: 'apto 12' },
    );
    expect(body.rg.dataEmissao).toBe(MISSING_ISSUE_DATE);
    expect(MISSING_ISSUE_DATE).toBe('0001-01-01');
    expect(body.nomePai).toBe('José Souza');
    expect(body.rendaMensal).toBe(1);
    expect(body.pessoaPoliticamenteExposta).toEqual({
      cargo: 'Vereador',
      inicioExposicao: '2021-01-01',
      fimExposicao: null,
    });
    expect(body.endereco).toEqual({
      cep: '01001000',
      rua: 'Praça da Sé',
      numero: '100',
      complemento: 'apto 12',
      bairro: 'Sé',
    });
  });

  it('names the onboarding with the nickname typed, else the first name', () => {
    expect(nicknameOf('Joana Prado Alves', '')).toBe('Joana');
    expect(nicknameOf('  Joana Prado', '  Jô   Prado ')).toBe('Jô Prado');
  });
});
