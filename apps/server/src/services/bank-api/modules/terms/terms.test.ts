import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, call, expectError, login, resultOf } from '../../../../test/bank-helpers.ts';
import { manualClock } from '../../../../test/financing-helpers.ts';
import { applicant, createdUser, identified, signedAndOpened } from '../../../../test/onboarding-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const clock = manualClock('2026-10-01T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => t?.close());

interface Term {
  termo: null | {
    tipo: string;
    versao: string;
    titulo: string;
    tipoConteudo: string;
    conteudo: string;
    assinadoEm: string;
  };
}

const term = (path: string, token: string, chaveDeCliente: string) =>
  call(t.app, `cliente/${path}`, { chaveDeCliente }, token);

describe('the terms signed when opening the account', () => {
  it('gives a new customer the terms of use and the address declaration as signed, and nobody else', async () => {
    const a = applicant('512345670');
    const { token } = await createdUser(t.app, a);
    await identified(t.app, token, a.cpf, clock.now());
    await signedAndOpened(t.app, token, a);
    const joana = await login(t.app, { cpf: a.cpf, senha: a.senha });
    const terms = resultOf<Term>(await term('obter-termo-assinado', joana.token, joana.customerId)).termo;
    expect(terms).toMatchObject({
      tipo: 'TERMO_DE_USO',
      titulo: 'Termos de uso da conta Carteira',
      tipoConteudo: 'text/plain',
      assinadoEm: '2026-10-01T09:00:00-03:00',
    });
    expect(terms?.conteudo).toContain('Lei 13.709/2018');
    const declaration = resultOf<Term>(
      await term('obter-declaracao-de-residencia-assinada', joana.token, joana.customerId),
    ).termo;
    expect(declaration).toMatchObject({
      tipo: 'DECLARACAO_DE_RESIDENCIA',
      titulo: 'Declaração de residência',
    });
    expect(declaration?.conteudo).toContain('Joana Prado Alves');
    expect(declaration?.conteudo).toContain('Praça da Sé, 100, apto 12, Sé, São Paulo/SP, CEP 01001-000');
    expect(declaration?.conteudo).not.toContain(a.cpf);

    const ana = await login(t.app, ANA);
    expectError(await term('obter-termo-assinado', ana.token, joana.customerId), 404, 40404);
    expectError(
      await term('obter-declaracao-de-residencia-assinada', ana.token, joana.customerId),
      404,
      40404,
    );
    expectError(await term('obter-termo-assinado', joana.token, 'x'.repeat(65)), 400, 40007);
  });

  it('answers no term for a customer whose account was not opened in the app', async () => {
    const ana = await login(t.app, ANA);
    expect(resultOf<Term>(await term('obter-termo-assinado', ana.token, ana.customerId))).toEqual({
      termo: null,
    });
    expect(
      resultOf<Term>(await term('obter-declaracao-de-residencia-assinada', ana.token, ana.customerId)),
    ).toEqual({ termo: null });
  });
});
