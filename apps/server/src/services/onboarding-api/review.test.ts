import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/financing-helpers.ts';
import {
  applicant,
  createdUser,
  destinoOf,
  identified,
  jpeg,
  lastCode,
  ob,
  onboardingToken,
} from '../../test/onboarding-helpers.ts';
import { asOnboarding } from '../../test/own-tables.ts';
import { SLOW_MINUTES, sandboxAnalyst } from '../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { CodeMessage } from '../bank-api/public.ts';
import { findOnboardingByCpf } from './onboarding.repository.ts';
import { settleDueAnalyses, submitSigned } from './review.service.ts';

// The bank's review of an application (decision 0029), with the sandbox analyst's CPFs
// (sandbox/onboarding-analyst.ts): 30100200311 waits, 30100201393 has an unreadable document first,
// 30100202365 is suspended at the Receita Federal; any other is approved at once.
const clock = manualClock('2026-10-01T12:00:00Z');
let t: TestApp;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => t?.close());

async function outbox(destino: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?destino=${encodeURIComponent(destino)}`,
  });
  return res.json().result.mensagens.map((m: { text: string }) => m.text);
}

async function signed(token: string, a: ReturnType<typeof applicant>) {
  expect((await ob(t.app, token, 'POST', 'token/gerar-2fa-assinatura-de-termo', {})).status).toBe(200);
  const code = await lastCode(t.app, destinoOf(a));
  const res = await ob(t.app, token, 'POST', 'cliente/assinar-termo', {
    token: code,
    aceiteTermoDeUso: true,
    aceiteDeclaracaoDeResidencia: true,
  });
  expect(res.status).toBe(200);
}

async function resumed(a: ReturnType<typeof applicant>): Promise<string> {
  const token = await onboardingToken(t.app);
  const res = await ob(t.app, token, 'POST', 'onboarding', { identificacaoFiscal: a.cpf, senha: a.senha });
  expect(res.status).toBe(201);
  return token;
}

const statusOf = async (token: string, cpf: string) =>
  (await ob(t.app, token, 'GET', `onboarding/identificacao-fiscal/${cpf}/status`)).body.result;

const open = (token: string) =>
  ob(t.app, token, 'POST', 'conta/cadastrar-conta', { tipoContaBancaria: 1, primeiroPin: '2468' });

describe('the review after the terms', () => {
  it('KYC, then CAF, each on the bank clock; the due work approves and tells; then the account and the e-mail', async () => {
    const a = applicant('301002003');
    const { token } = await createdUser(t.app, a);
    await identified(t.app, token, a.cpf, clock.now());
    await signed(token, a);
    expect(await statusOf(token, a.cpf)).toMatchObject({
      statusCadastroClienteId: 3,
      statusCadastroClienteDescricao: 'KYC_ANALISE',
      contaAberta: false,
    });
    // no account while under review
    expect((await open(token)).status).toBe(409);
    clock.advance((SLOW_MINUTES - 1) * MINUTE);
    expect((await statusOf(token, a.cpf)).statusCadastroClienteId).toBe(3);
    clock.advance(MINUTE);
    // the onboarding token (30 minutes) has expired: the applicant comes back with CPF and password
    expect((await ob(t.app, token, 'GET', `onboarding/identificacao-fiscal/${a.cpf}/status`)).status).toBe(
      401,
    );
    const back = await resumed(a);
    expect(await statusOf(back, a.cpf)).toMatchObject({
      statusCadastroClienteId: 7,
      statusCadastroClienteDescricao: 'CAF_ANALISE',
    });
    expect((await open(back)).status).toBe(409);

    // the applicant has closed the app: the due work settles the CAF answer and tells by SMS
    clock.advance(SLOW_MINUTES * MINUTE);
    const sent: CodeMessage[] = [];
    const sender = { send: async (m: CodeMessage) => void sent.push(m) };
    const review = { db: asOnboarding(t.db), analyst: sandboxAnalyst, sender, pepper: t.config.pinPepper };
    expect(await settleDueAnalyses(review, clock.now(), 20)).toBe(1);
    expect(await settleDueAnalyses(review, clock.now(), 20)).toBe(0);
    expect(sent.map((m) => [m.channel, m.destino])).toEqual([
      ['sms', destinoOf(a)],
      ['email', a.email],
    ]);
    expect(sent[0]?.text).toContain('sua conta foi aprovada');

    // back later: the token has expired, the password resumes; approved, the account opens
    const again = await resumed(a);
    expect(await statusOf(again, a.cpf)).toMatchObject({ statusCadastroClienteId: 2, contaAberta: false });
    expect((await open(again)).status).toBe(201);
    expect(await statusOf(again, a.cpf)).toMatchObject({
      statusCadastroClienteId: 13,
      contaAberta: true,
      emailConfirmado: false,
    });

    // the e-mail: the approval's code has expired; a new one, a wrong one refused, the right one confirms
    clock.advance(10 * MINUTE);
    expect((await ob(t.app, again, 'POST', 'cliente/confirmacao-email/enviar', {})).status).toBe(200);
    const code = await lastCode(t.app, a.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await ob(t.app, again, 'POST', 'cliente/confirmacao-email', { codigo: wrong })).status).toBe(400);
    expect((await ob(t.app, again, 'POST', 'cliente/confirmacao-email', { codigo: code })).status).toBe(200);
    expect(await statusOf(again, a.cpf)).toMatchObject({
      statusCadastroClienteId: 2,
      contaAberta: true,
      emailConfirmado: true,
    });
    expect((await ob(t.app, again, 'POST', 'cliente/confirmacao-email', { codigo: code })).status).toBe(409);
  });

  it('approved at once: status 2 right after the terms, the e-mail code already sent', async () => {
    const a = applicant('301002993');
    const { token } = await createdUser(t.app, a);
    await identified(t.app, token, a.cpf, clock.now());
    await signed(token, a);
    expect((await statusOf(token, a.cpf)).statusCadastroClienteId).toBe(2);
    const code = await lastCode(t.app, a.email);
    expect((await open(token)).status).toBe(201);
    expect((await ob(t.app, token, 'POST', 'cliente/confirmacao-email', { codigo: code })).status).toBe(200);
  });

  it('a KYC rejection names its pendency; the same photo is refused, a new one goes back and is approved', async () => {
    const a = applicant('301002013');
    const { token } = await createdUser(t.app, a);
    await identified(t.app, token, a.cpf, clock.now());
    await signed(token, a);
    expect(await statusOf(token, a.cpf)).toMatchObject({
      statusCadastroClienteId: 5,
      pendencias: ['DOCUMENTO_ILEGIVEL'],
    });
    expect((await outbox(destinoOf(a)))[0]).toContain('precisamos de um ajuste');
    expect((await open(token)).status).toBe(409);
    expect((await ob(t.app, token, 'POST', 'cliente/reenviar-para-analise', {})).status).toBe(409);
    const up = (tipoDocumento: number, seed: number) =>
      ob(t.app, token, 'POST', 'cliente/enviar-documento', {
        tipoDocumento,
        arquivo: { extensao: 1, base64: jpeg({ seed }) },
      });
    // the same photos again are no fix
    expect((await up(1, 1)).status).toBe(200);
    expect((await up(2, 2)).status).toBe(200);
    expect((await ob(t.app, token, 'POST', 'cliente/reenviar-para-analise', {})).status).toBe(409);
    expect((await up(1, 11)).status).toBe(200);
    expect((await up(2, 12)).status).toBe(200);
    const again = await ob(t.app, token, 'POST', 'cliente/reenviar-para-analise', {});
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ reenviado: true, etapa: 'APPROVED' });
    expect(await statusOf(token, a.cpf)).toMatchObject({ statusCadastroClienteId: 2, pendencias: [] });
    // approved: the document is closed again
    expect((await up(1, 21)).status).toBe(409);
    expect((await open(token)).status).toBe(201);
  });

  it('a CPF suspended, cancelled or of a deceased holder at the Receita Federal is refused, nothing created', async () => {
    for (const [base, word] of [
      ['301002023', 'suspenso'],
      ['301002033', 'cancelado'],
      ['301002043', 'falecido'],
    ] as const) {
      const a = applicant(base);
      const token = await onboardingToken(t.app);
      const res = await ob(t.app, token, 'POST', 'onboarding', {
        identificacaoFiscal: a.cpf,
        nome: a.nome,
        dataNascimento: a.dataNascimento,
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ codigo: 40195 });
      expect(res.body.message).toContain(word);
      const row = await t.db
        .selectFrom('onboarding')
        .select('id')
        .where('cpf', '=', a.cpf)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    }
  });

  it('a CPF that became irregular by the analysis: KYC refuses it (status 8, section 3, the situation), no account', async () => {
    const a = applicant('301002073');
    const { token } = await createdUser(t.app, a);
    await identified(t.app, token, a.cpf, clock.now());
    // the terms signed (as cliente/assinar-termo records them), then sent to this analyst
    await t.db
      .updateTable('onboarding')
      .set({ terms_signed_at: clock.now() })
      .where('cpf', '=', a.cpf)
      .execute();
    const row = await findOnboardingByCpf(asOnboarding(t.db), a.cpf);
    if (!row) throw new Error('no onboarding');
    // regular when the onboarding started; the analyst finds it suspended 30 minutes into KYC
    const analyst = {
      ...sandboxAnalyst,
      analyse: async () => ({ outcome: 'REFUSED' as const, kycMinutes: 30, situation: 'SUSPENSA' as const }),
    };
    const messages: CodeMessage[] = [];
    const sender = { send: async (m: CodeMessage) => void messages.push(m) };
    const review = { db: asOnboarding(t.db), analyst, sender, pepper: 'test-pepper' };
    await submitSigned(asOnboarding(t.db), review, row, clock.now());
    expect((await statusOf(token, a.cpf)).statusCadastroClienteId).toBe(3);
    clock.advance(31 * MINUTE);
    expect(await settleDueAnalyses(review, clock.now(), 20)).toBeGreaterThanOrEqual(1);
    // the first token has expired (30 minutes): the applicant comes back with the password
    const back = await resumed(a);
    expect(await statusOf(back, a.cpf)).toMatchObject({
      statusCadastroClienteId: 8,
      secoesReprovadas: [3],
      situacaoCpf: 'SUSPENSA',
      contaAberta: false,
    });
    const told = messages.filter((m) => m.destino === destinoOf(a)).map((m) => m.text);
    expect(told.join()).toContain('não foi possível aprovar');
    expect((await open(back)).status).toBe(409);
  });

  it('an applicant cannot read or move another applicant’s application', async () => {
    const a = applicant('301002053');
    const b = applicant('301002063');
    const { token: ta } = await createdUser(t.app, a);
    const { token: tb } = await createdUser(t.app, b);
    await identified(t.app, ta, a.cpf, clock.now());
    expect((await ob(t.app, tb, 'GET', `onboarding/identificacao-fiscal/${a.cpf}/status`)).status).toBe(404);
    // b's calls move only b's own application, which has nothing to resubmit or confirm
    expect((await ob(t.app, tb, 'POST', 'cliente/reenviar-para-analise', {})).status).toBe(409);
    expect((await ob(t.app, tb, 'POST', 'cliente/confirmacao-email/enviar', {})).status).toBe(409);
    expect((await ob(t.app, tb, 'POST', 'cliente/confirmacao-email', { codigo: '123456' })).status).toBe(409);
    // and with no token at all, nothing
    const none = await t.app.inject({
      method: 'POST',
      url: '/v1/onboarding-dimo/cliente/reenviar-para-analise',
    });
    expect(none.statusCode).toBe(401);
    expect((await statusOf(ta, a.cpf)).statusCadastroClienteId).toBe(1);
  });
});
