import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA } from '../../test/bank-helpers.ts';
import { manualClock } from '../../test/financing-helpers.ts';
import { applicant, ob, onboardingToken } from '../../test/onboarding-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = manualClock('2026-10-01T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => t?.close());

const vagas = (possuiVagas: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/sandbox/onboarding/vagas', payload: { possuiVagas } });

describe('onboarding waitlist (possuiVagas, 62000-62004)', () => {
  it('no vacancy: a new onboarding waits in the queue; the switch lets it in', async () => {
    const token = await onboardingToken(t.app);
    const a = applicant('812345670');
    const b = applicant('812345671');
    expect((await ob(t.app, token, 'GET', 'verificar-possui-vagas')).body.result).toEqual({
      possuiVagas: true,
    });
    expect(
      (await ob(t.app, token, 'POST', 'cadastrar-cliente-fila', { identificacaoFiscal: a.cpf })).body,
    ).toMatchObject({
      status: 409,
      codigo: 62002,
    });

    expect((await vagas(false)).statusCode).toBe(200);
    expect((await ob(t.app, token, 'GET', 'verificar-possui-vagas')).body.result).toEqual({
      possuiVagas: false,
    });
    const start = { identificacaoFiscal: a.cpf, nome: a.nome, dataNascimento: a.dataNascimento };
    expect((await ob(t.app, token, 'POST', 'onboarding', start)).body).toMatchObject({
      status: 409,
      codigo: 62003,
    });
    expect(
      (await ob(t.app, token, 'POST', 'obter-posicao-fila', { identificacaoFiscal: a.cpf })).body.codigo,
    ).toBe(62003);

    const joined = await ob(t.app, token, 'POST', 'cadastrar-cliente-fila', { identificacaoFiscal: a.cpf });
    expect(joined.status).toBe(201);
    expect(joined.body.result).toMatchObject({
      posicaoFilaOnboard: 1,
      statusFilaOnboard: 'AGUARDANDO',
      numeroDiasRestantesFila: 1,
    });
    await ob(t.app, token, 'POST', 'cadastrar-cliente-fila', { identificacaoFiscal: b.cpf });
    expect(
      (await ob(t.app, token, 'POST', 'obter-posicao-fila', { identificacaoFiscal: b.cpf })).body.result
        .posicaoFilaOnboard,
    ).toBe(2);
    expect(
      (await ob(t.app, token, 'POST', 'cadastrar-cliente-fila', { identificacaoFiscal: a.cpf })).body.codigo,
    ).toBe(62001);
    expect((await ob(t.app, token, 'POST', 'onboarding', start)).body.codigo).toBe(62001);
    expect(
      (await ob(t.app, token, 'POST', 'cadastrar-cliente-fila', { identificacaoFiscal: ANA.cpf })).body
        .codigo,
    ).toBe(62000);

    await vagas(true);
    expect(
      (await ob(t.app, token, 'POST', 'obter-posicao-fila', { identificacaoFiscal: a.cpf })).body.codigo,
    ).toBe(62004);
    expect((await ob(t.app, token, 'POST', 'onboarding', start)).status).toBe(201);
  });
});
