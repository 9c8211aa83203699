import { BankCode } from '@carteira/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { lastCode } from '../../../../test/onboarding-helpers.ts';
import { DEMO_CUSTOMERS } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// Tuesday 10 March 2026, 10:00 in São Paulo: Hélio's anniversary (June) is 83 days away, the
// transition rule (up to 5 anniversaries) in force.
const clock = new Date('2026-03-10T13:00:00Z');
const demo = (key: string) => {
  const found = DEMO_CUSTOMERS.find((c) => c.key === key);
  if (!found) throw new Error(`no demo customer ${key}`);
  return found;
};
const HELIO = demo('helio');

const selfie = () => {
  const bytes = Buffer.alloc(2048);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) & 0xff;
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes.toString('base64');
};

let t: TestApp;
let helio: LoggedIn;

const simulate = (who: LoggedIn, valorSolicitado?: number) =>
  t.app.bank.dispatch({
    path: 'conta/antecipacao/fgts/simulacao-autorizadora',
    method: 'GET',
    body: { chaveDeConta: who.accountId, ...(valorSolicitado ? { valorSolicitado } : {}) },
    token: who.token,
  });
const get = (who: LoggedIn, path: string, body: Record<string, unknown>) =>
  t.app.bank.dispatch({
    path,
    method: 'GET',
    body: { chaveDeConta: who.accountId, ...body },
    token: who.token,
  });

/** Proposal, selfie, SMS code: what a contract needs. */
async function prepare(who: LoggedIn, customer: { ddd: string; telefone: string }, valor: number) {
  const proposal = resultOf<{ propostaId: string }>(
    await call(
      t.app,
      'conta/antecipacao/fgts/proposta',
      { chaveDeConta: who.accountId, valorSolicitado: valor },
      who.token,
    ),
  );
  const face = resultOf<{ faceAuthId: string; match: number }>(
    await call(
      t.app,
      'clientes/faceauth',
      { imagemBase64: selfie(), dispositivo: { modelo: 'Teste' } },
      who.token,
    ),
  );
  expect(face.match).toBe(1);
  resultOf(await call(t.app, 'token/gerar-2fa-antecipacao-fgts', { chaveDeConta: who.accountId }, who.token));
  const token = await lastCode(t.app, `+55${customer.ddd}${customer.telefone}`);
  return { propostaId: proposal.propostaId, faceAuthId: face.faceAuthId, token };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  helio = await login(t.app, HELIO);
});
afterAll(async () => {
  await t?.close();
});

describe('FGTS advance', () => {
  it('simulates from the operator balance, at the bank rate, with IOF and CET', async () => {
    const s = resultOf<Record<string, unknown> & { recebiveis: { valor: number; dataVencimento: string }[] }>(
      await simulate(helio),
    );
    expect(s.saldoFgts).toBe(2000);
    expect(s.prazo).toBe(4);
    expect(s.recebiveis.map((r) => r.valor)).toEqual([500, 500, 340, 192.5]);
    expect(s.recebiveis[0]?.dataVencimento).toBe('2026-06-01');
    expect(s.taxaContratoMensal).toBe(1.79);
    expect(s.valorMaximoLiberado).toBe(s.valorLiberado);
    expect(Number(s.cetAno)).toBeGreaterThan(Number(s.taxaContratoAnual));
  });

  it('answers each operator refusal with its own code', async () => {
    const refused = async (key: string, status: number, code: number) =>
      expectError(await simulate(await login(t.app, demo(key))), status, code);
    await refused('irene', 422, BankCode.FgtsNotRegistered);
    await refused('jonas', 422, BankCode.FgtsAnniversaryTooClose);
    await refused('luiza', 422, BankCode.FgtsBalanceRefused);
    await refused('murilo', 502, BankCode.FgtsOperatorFailure);
    expectError(await simulate(helio, 49.99), 400, BankCode.ValidationErrors);
  });

  it('contracts once, credits the released amount, and another customer cannot read it', async () => {
    const before = await balanceOf(t.app, helio);
    const p = await prepare(helio, HELIO, 600);
    const body = { chaveDeConta: helio.accountId, ...p, pin: HELIO.pin };
    const path = 'conta/antecipacao/fgts/proposta/faceauth/contrato';
    const first = resultOf<{ contrato: string; valorLiberado: number; statusContratoAntecipacao: string }>(
      await call(t.app, path, body, helio.token),
    );
    expect(first.statusContratoAntecipacao).toBe('ATIVO');
    expect(first.valorLiberado).toBeGreaterThanOrEqual(600);
    // sent again with a new idempotency key: the same contract, credited once
    const again = resultOf<{ contrato: string }>(await call(t.app, path, body, helio.token));
    expect(again.contrato).toBe(first.contrato);
    expect(await balanceOf(t.app, helio)).toBeCloseTo(before + first.valorLiberado, 2);
    // one at a time
    expectError(await simulate(helio), 409, BankCode.FgtsContractOpen);

    const list = resultOf<{ contratos: { contrato: string }[]; total: number }>(
      await get(helio, 'conta/antecipacao/fgts/contratos', { Ordenacao: 'DESC', Pagina: 1, porPagina: 10 }),
    );
    expect(list.contratos.map((c) => c.contrato)).toEqual([first.contrato]);
    const terms = resultOf<{ termo: string }>(
      await get(helio, 'conta/antecipacao/fgts/termo/contrato', { contrato: first.contrato }),
    );
    expect(terms.termo).toContain('CET');

    const ana = await login(t.app, demo('ana'));
    expectError(
      await get(ana, 'conta/antecipacao/fgts/termo/contrato', { contrato: first.contrato }),
      404,
      BankCode.FgtsNotFound,
    );
    const anaList = resultOf<{ contratos: unknown[] }>(
      await get(ana, 'conta/antecipacao/fgts/contratos', {}),
    );
    expect(anaList.contratos).toEqual([]);
    expectError(
      await call(t.app, path, { ...body, chaveDeConta: ana.accountId, pin: demo('ana').pin }, ana.token),
      404,
      BankCode.FgtsNotFound,
    );

    // the anniversary: the operator pays the pledged instalment; it is marked paid
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/fgts/aniversario',
      payload: { contrato: first.contrato },
    });
    expect(paid.json().result).toEqual({ contrato: first.contrato, parcela: 1, status: 'PAGA' });
    const after = resultOf<{ contratos: { parcelas: { parcela: number; status: string }[] }[] }>(
      await get(helio, 'conta/antecipacao/fgts/contratos', {}),
    );
    expect(after.contratos[0]?.parcelas[0]?.status).toBe('PAGA');
  });

  it('refuses a face that is not alive', async () => {
    const bytes = Buffer.concat([Buffer.from(selfie(), 'base64'), Buffer.from('SANDBOX-NOT-ALIVE')]);
    expectError(
      await call(t.app, 'clientes/faceauth', { imagemBase64: bytes.toString('base64') }, helio.token),
      400,
      BankCode.FaceNotMatched,
    );
  });
});
