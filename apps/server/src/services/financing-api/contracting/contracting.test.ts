import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, CARLA, login } from '../../../test/bank-helpers.ts';
import {
  api,
  creditBody,
  type Financed,
  financingLogin,
  manualClock,
} from '../../../test/financing-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const clock = manualClock();
let t: TestApp;
let ana: Financed;
let bruno: Financed;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ana = await financingLogin(t.app, ANA);
  bruno = await financingLogin(t.app, BRUNO);
});
afterAll(() => t.close());

describe('service login', () => {
  it('refuses a wrong password and an expired credential (401)', async () => {
    const bad = await api(t.app, undefined, 'POST', '/v1/api/authentication', {
      email: 'svc-000000000000000000000000@financiamento.carteira.example',
      password: 'nope',
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ status: 401, message: expect.any(String), details: expect.any(String) });
  });

  it('a token expires after 300 s', async () => {
    const fresh = await financingLogin(t.app, ANA);
    const ok = await api(t.app, fresh, 'POST', '/v1/api/contracting/create', {
      cpf: ANA.cpf,
      storeUserId: 'u1',
    });
    expect(ok.status).toBe(201);
    clock.advance(301_000);
    const late = await api(t.app, fresh, 'GET', `/v1/api/contracting/get-state/${ok.body.contractingKey}`);
    expect(late.status).toBe(401);
    ana = await financingLogin(t.app, ANA);
    bruno = await financingLogin(t.app, BRUNO);
  });

  it('a service credential lasts 10 minutes', async () => {
    const bank = await login(t.app, ANA);
    const credential = await t.app.inject({
      method: 'GET',
      url: '/api/product/smartphoneFinanceAuth',
      headers: { authorization: `Bearer ${bank.token}` },
    });
    expect(credential.json()).toMatchObject({ expiresIn: 600, email: expect.stringMatching(/@/) });
    clock.advance(601_000);
    const late = await api(t.app, undefined, 'POST', '/v1/api/authentication', credential.json());
    expect(late.status).toBe(401);
    ana = await financingLogin(t.app, ANA);
    bruno = await financingLogin(t.app, BRUNO);
  });

  it('refuses calls without a token', async () => {
    const none = await api(t.app, undefined, 'POST', '/v1/api/contracting/create', {
      cpf: ANA.cpf,
      storeUserId: 'u1',
    });
    expect(none.status).toBe(401);
  });
});

describe('contracting', () => {
  it('create is idempotent per customer and another customer cannot reach it (404)', async () => {
    const first = await api(t.app, ana, 'POST', '/v1/api/contracting/create', {
      cpf: ANA.cpf,
      storeUserId: 'u1',
    });
    const again = await api(t.app, ana, 'POST', '/v1/api/contracting/create', {
      cpf: ANA.cpf,
      storeUserId: 'u1',
    });
    expect(first.status).toBe(201);
    expect(again.body.contractingKey).toBe(first.body.contractingKey);
    expect(first.body).toMatchObject({
      status: 'CONTRATACAO_INICIADA',
      featureEnabled: true,
      timeRemaining: 0,
    });
    const other = await api(
      t.app,
      bruno,
      'GET',
      `/v1/api/contracting/get-state/${first.body.contractingKey}`,
    );
    expect(other.status).toBe(404);
    const wrongCpf = await api(t.app, bruno, 'POST', '/v1/api/contracting/create', {
      cpf: ANA.cpf,
      storeUserId: 'u1',
    });
    expect(wrongCpf.status).toBe(403);
  });

  it('two creates at once give the one open contracting', async () => {
    const carla = await financingLogin(t.app, CARLA);
    const body = { cpf: CARLA.cpf, storeUserId: 'u3' };
    const answers = await Promise.all([
      api(t.app, carla, 'POST', '/v1/api/contracting/create', body),
      api(t.app, carla, 'POST', '/v1/api/contracting/create', body),
      api(t.app, carla, 'POST', '/v1/api/contracting/create', body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.contractingKey)).size).toBe(1);
  });

  it('validates input (400 with status, message, details)', async () => {
    const bad = await api(t.app, ana, 'POST', '/v1/api/contracting/create', { cpf: '123', storeUserId: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, errors: expect.any(Array) });
    const badKey = await api(t.app, ana, 'GET', '/v1/api/contracting/get-state/not-a-key');
    expect(badKey.status).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/api/contracting/create',
      headers: { authorization: `Bearer ${ana.financingToken}`, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('credit analysis: 202 processing, then APROVADO once the bureau delay passed', async () => {
    const { body } = await api(t.app, ana, 'POST', '/v1/api/contracting/create', {
      cpf: ANA.cpf,
      storeUserId: 'u1',
    });
    const key = body.contractingKey;
    const bad = await api(t.app, ana, 'POST', `/v1/api/credit-analysis-v3/create/${key}`, {
      ...creditBody(ANA),
      jobContractType: 'CEO',
    });
    expect(bad.status).toBe(400);
    const asked = await api(t.app, ana, 'POST', `/v1/api/credit-analysis-v3/create/${key}`, creditBody(ANA));
    expect(asked.status).toBe(202);
    expect(asked.body.status).toBe('PROCESSANDO_ANALISE_CREDITO');
    const repeated = await api(
      t.app,
      ana,
      'POST',
      `/v1/api/credit-analysis-v3/create/${key}`,
      creditBody(ANA),
    );
    expect(repeated.status).toBe(202);
    expect(repeated.body.creditSimulationId).toBe(asked.body.creditSimulationId);
    const pending = await api(t.app, ana, 'GET', `/v1/api/credit-analysis-v3/${key}`);
    expect(pending.body).toMatchObject({
      processingStatus: 'PROCESSANDO_ANALISE_CREDITO',
      creditAnalysisStatus: 'EM_ANALISE',
      timeRemaining: 3,
    });
    clock.advance(3_000);
    const done = await api(t.app, ana, 'GET', `/v1/api/credit-analysis-v3/${key}`);
    expect(done.body).toMatchObject({
      processingStatus: 'PROCESSADO',
      creditAnalysisStatus: 'APROVADO',
      status: 'AGUARDANDO_GERACAO_PROPOSTA',
      releasedAmount: 6000,
      minimumEntryPercentage: 10,
    });
    const state = await api(t.app, ana, 'GET', `/v1/api/contracting/get-state/${key}`);
    expect(state.body).toMatchObject({
      status: 'AGUARDANDO_GERACAO_PROPOSTA',
      approvedAmount: 6000,
      minPercentage: 10,
    });
    const twice = await api(t.app, ana, 'POST', `/v1/api/credit-analysis-v3/create/${key}`, creditBody(ANA));
    expect(twice.status).toBe(409);
  });

  it('credit analysis rejected below the income floor; history lists the customer own only', async () => {
    const { body } = await api(t.app, bruno, 'POST', '/v1/api/contracting/create', {
      cpf: BRUNO.cpf,
      storeUserId: 'u2',
    });
    const key = body.contractingKey;
    await api(t.app, bruno, 'POST', `/v1/api/credit-analysis-v3/create/${key}`, creditBody(BRUNO, 1000));
    clock.advance(3_000);
    const done = await api(t.app, bruno, 'GET', `/v1/api/credit-analysis-v3/${key}`);
    expect(done.body).toMatchObject({
      processingStatus: 'PROCESSADO',
      creditAnalysisStatus: 'REPROVADO',
      status: 'ANALISE_CREDITO_REPROVADA',
    });
    const next = await api(t.app, bruno, 'POST', '/v1/api/contracting/create', {
      cpf: BRUNO.cpf,
      storeUserId: 'u2',
    });
    expect(next.body.contractingKey).not.toBe(key);
    const list = await api(t.app, bruno, 'GET', `/v1/api/contracting/history/${BRUNO.cpf}/carteira`);
    expect(list.status).toBe(200);
    expect(list.body.contractings.map((c: { contractingKey: string }) => c.contractingKey)).toEqual([
      next.body.contractingKey,
      key,
    ]);
    const foreign = await api(t.app, bruno, 'GET', `/v1/api/contracting/history/${ANA.cpf}/carteira`);
    expect(foreign.status).toBe(403);
  });

  it('cancel with a reason; a cancelled contracting refuses another cancel (409)', async () => {
    const { body } = await api(t.app, bruno, 'POST', '/v1/api/contracting/create', {
      cpf: BRUNO.cpf,
      storeUserId: 'u2',
    });
    const key = body.contractingKey;
    const noReason = await api(t.app, bruno, 'POST', `/v1/api/contracting/${key}/cancel`, {});
    expect(noReason.status).toBe(400);
    const cancelled = await api(t.app, bruno, 'POST', `/v1/api/contracting/${key}/cancel`, {
      reason: 'Outro aparelho selecionado',
    });
    expect(cancelled.status).toBe(201);
    expect(cancelled.body).toMatchObject({ status: 'CONTRATACAO_CANCELADA', refundedAmount: 0 });
    const again = await api(t.app, bruno, 'POST', `/v1/api/contracting/${key}/cancel`, { reason: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('CONTRATACAO_CANCELADA');
  });
});
