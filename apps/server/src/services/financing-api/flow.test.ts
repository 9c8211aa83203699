import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, CARLA } from '../../test/bank-helpers.ts';
import { api, creditBody, type Financed, financingLogin, manualClock } from '../../test/financing-helpers.ts';
import {
  approvedContracting,
  proposalBody,
  SKU,
  weekdayAhead,
} from '../../test/financing-journey-helpers.ts';
import { openCustomer } from '../../test/fixtures.ts';
import { sandboxSelfie } from '../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = manualClock('2026-10-06T13:00:00Z');
let t: TestApp;
let ana: Financed;
let bruno: Financed;
let carla: Financed;

const ADDRESS = {
  cep: '01310200',
  street: 'Avenida <script>alert(1)</script>',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
};
const selfie = (alive = true) => ({ file: Buffer.from(sandboxSelfie({ alive })).toString('base64') });

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ana = await financingLogin(t.app, ANA);
  bruno = await financingLogin(t.app, BRUNO);
  carla = await financingLogin(t.app, CARLA);
});
afterAll(() => t.close());

const state = async (who: Financed, key: string) =>
  (await api(t.app, who, 'GET', `/v1/api/contracting/get-state/${key}`)).body.status;

describe('the terms steps and their order', () => {
  let key: string;

  it('refuses every step out of order with 409 and changes nothing', async () => {
    key = await approvedContracting(t.app, ana, clock);
    expect((await api(t.app, ana, 'PUT', `/v1/api/address-v3/upsert/${key}`, ADDRESS)).status).toBe(409);
    expect(
      (await api(t.app, ana, 'POST', `/v1/api/onboarding-v3/submit-selfie/${key}`, selfie())).status,
    ).toBe(409);
    expect((await api(t.app, ana, 'POST', `/v1/api/proposal/accepted/${key}`)).status).toBe(409);
    expect((await api(t.app, ana, 'DELETE', `/v1/api/proposal/cancel/${key}`)).status).toBe(409);
    expect(
      (await api(t.app, ana, 'GET', `/v1/api/person-v3/get-terms?term=CcbFinancing&contractingKey=${key}`))
        .status,
    ).toBe(409);
    expect((await api(t.app, ana, 'GET', `/v1/api/downpayment/${key}/pix-payment`)).status).toBe(409);
    expect((await api(t.app, ana, 'GET', `/v1/api/downpayment/${key}/available-payment-method`)).status).toBe(
      409,
    );
    expect(await state(ana, key)).toBe('AGUARDANDO_GERACAO_PROPOSTA');
  });

  it('a new phone while awaiting the selfie goes back to AGUARDANDO_GERACAO_PROPOSTA', async () => {
    const date = weekdayAhead(clock.now(), 35);
    await api(t.app, ana, 'POST', '/v1/api/proposal/create', proposalBody(key, SKU, 300, date));
    expect(await state(ana, key)).toBe('AGUARDANDO_SELFIE');
    const again = await api(t.app, ana, 'POST', '/v1/api/proposal/create', proposalBody(key, SKU, 400, date));
    expect(again.status).toBe(201);
    expect(await state(ana, key)).toBe('AGUARDANDO_SELFIE');
    const other = await api(t.app, ana, 'POST', `/v1/api/product-v3/select-product/${key}`, {
      remoteId: 'lumi-go-128gb-lilas',
    });
    expect(other.body.status).toBe('AGUARDANDO_GERACAO_PROPOSTA');
    expect((await api(t.app, ana, 'GET', `/v1/api/financing-v3/find/${key}`)).body.proposal).toBeNull();
    await api(t.app, ana, 'POST', '/v1/api/proposal/create', proposalBody(key, SKU, 300, date));
  });

  it('validates the address (CEP known to the directory, its state, number) and answers a delivery date', async () => {
    for (const bad of [
      { ...ADDRESS, cep: '123' },
      { ...ADDRESS, cep: '99999999' },
      { ...ADDRESS, uf: 'RJ' },
      { ...ADDRESS, uf: 'XX' },
      { ...ADDRESS, number: '123456' },
      { ...ADDRESS, street: '' },
    ]) {
      const answer = await api(t.app, ana, 'PUT', `/v1/api/address-v3/upsert/${key}`, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.errors.length).toBeGreaterThan(0);
    }
    const ok = await api(t.app, ana, 'PUT', `/v1/api/address-v3/upsert/${key}`, ADDRESS);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 'AGUARDANDO_SELFIE',
      address: { cep: '01310200', complement: '' },
      deliveryDate: '2026-10-16',
    });
  });

  it('selfie: multipart or base64, failures reported with their code, too large 413', async () => {
    const tiny = await api(t.app, ana, 'POST', `/v1/api/onboarding-v3/submit-selfie/${key}`, {
      file: Buffer.from('x').toString('base64'),
    });
    expect(tiny.body).toMatchObject({ status: 'Failure', isAlive: false, messageCode: 300, attemptsLeft: 2 });
    const big = await api(t.app, ana, 'POST', `/v1/api/onboarding-v3/submit-selfie/${key}`, {
      file: Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64'),
    });
    expect(big.status).toBe(413);
    expect(
      (await api(t.app, ana, 'POST', `/v1/api/onboarding-v3/submit-selfie/${key}`, { file: '' })).status,
    ).toBe(400);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sandboxSelfie())]), 'selfie.jpg');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/v1/api/onboarding-v3/submit-selfie/${key}`,
      headers: {
        authorization: `Bearer ${ana.financingToken}`,
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(multipart.statusCode).toBe(201);
    expect(multipart.json()).toMatchObject({
      status: 'Success',
      isAlive: true,
      contractingStatus: 'AGUARDANDO_SELFIE',
    });
  });

  it('registration completes the steps; the CCB escapes what it shows; acceptance moves on', async () => {
    const person = await api(t.app, ana, 'POST', '/v1/api/person-v3/register', { contractingKey: key });
    expect(person.status).toBe(201);
    expect(person.body.status).toBe('AGUARDANDO_ACEITE_PROPOSTA');
    const terms = await api(t.app, ana, 'GET', '/v1/api/person-v3/get-terms?term=CcbFinancing');
    expect(terms.status).toBe(200);
    expect(terms.body.contractingKey).toBe(key);
    expect(terms.body.content).not.toContain('<script>');
    expect(terms.body.content).toContain('&#60;script&#62;');
    expect(terms.body.content).toContain('Ana Beatriz Souza');
    expect((terms.body.content.match(/<tr><td>/g) ?? []).length).toBe(18);
    expect((await api(t.app, ana, 'GET', '/v1/api/person-v3/get-terms?term=Other')).status).toBe(400);
    const accepted = await api(t.app, ana, 'POST', `/v1/api/proposal/accepted/${key}`);
    expect(accepted.status).toBe(201);
    const repeated = await api(t.app, ana, 'POST', `/v1/api/proposal/accepted/${key}`);
    expect(repeated.body).toEqual(accepted.body);
  });

  it('proposal cancel from AGUARDANDO_PAGAMENTO_ENTRADA: 204, back to choosing a phone, steps kept', async () => {
    await api(t.app, ana, 'GET', `/v1/api/downpayment/${key}/pix-payment`);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/v1/api/proposal/cancel/${key}`,
      headers: { authorization: `Bearer ${ana.financingToken}` },
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await state(ana, key)).toBe('AGUARDANDO_GERACAO_PROPOSTA');
    const found = await api(t.app, ana, 'GET', `/v1/api/financing-v3/find/${key}`);
    expect(found.body).toMatchObject({
      product: null,
      proposal: null,
      personRegistered: true,
      selfieApproved: true,
      acceptedAt: null,
    });
    expect((await api(t.app, ana, 'GET', `/v1/api/product-v3/find/${key}`)).status).toBe(404);
  });
});

describe('denials and refusals', () => {
  it('three failed liveness checks deny the contracting (CONTRATACAO_NEGADA)', async () => {
    const key = await approvedContracting(t.app, bruno, clock);
    await api(
      t.app,
      bruno,
      'POST',
      '/v1/api/proposal/create',
      proposalBody(key, SKU, 300, weekdayAhead(clock.now(), 35)),
    );
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const answer = await api(
        t.app,
        bruno,
        'POST',
        `/v1/api/onboarding-v3/submit-selfie/${key}`,
        selfie(false),
      );
      expect(answer.status).toBe(201);
      codes.push([answer.body.messageCode, answer.body.attemptsLeft, answer.body.contractingStatus]);
    }
    expect(codes).toEqual([
      [400, 2, 'AGUARDANDO_SELFIE'],
      [400, 1, 'AGUARDANDO_SELFIE'],
      [400, 0, 'CONTRATACAO_NEGADA'],
    ]);
    expect(
      (await api(t.app, bruno, 'POST', `/v1/api/onboarding-v3/submit-selfie/${key}`, selfie())).status,
    ).toBe(409);
  });

  it('an incomplete bank profile cannot register (400)', async () => {
    const stranger = await openCustomer(t, 100_000);
    const who = await financingLogin(t.app, stranger);
    const created = await api(t.app, who, 'POST', '/v1/api/contracting/create', {
      cpf: stranger.cpf,
      storeUserId: 'u',
    });
    const answer = await api(t.app, who, 'POST', '/v1/api/person-v3/register', {
      contractingKey: created.body.contractingKey,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Cadastro incompleto. Tente novamente mais tarde');
  });

  it('bad keys and paths: 400 for a malformed key, 404 for an unknown one, 401 without token', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/v1/api/credit-analysis-v3/${unknown}`],
      ['GET', `/v1/api/financing-v3/find/${unknown}`],
      ['GET', `/v1/api/product-v3/find/${unknown}`],
      ['GET', `/v1/api/downpayment/${unknown}/pix-payment`],
      ['POST', `/v1/api/proposal/accepted/${unknown}`],
      ['DELETE', `/v1/api/proposal/cancel/${unknown}`],
    ] as const) {
      expect((await api(t.app, carla, method, url)).status, url).toBe(404);
      expect((await api(t.app, carla, method, url.replace(unknown, 'bad'))).status, url).toBe(400);
      expect((await api(t.app, undefined, method, url)).status, url).toBe(401);
    }
    expect((await api(t.app, carla, 'GET', '/v1/api/nothing-here')).status).toBe(404);
  });
});

describe('resume', () => {
  it('every status reads back after a new login, with what its step needs', async () => {
    carla = await financingLogin(t.app, CARLA);
    const seen: string[] = [];
    let key = '';
    const resume = async () => {
      carla = await financingLogin(t.app, CARLA);
      const open = await api(t.app, carla, 'POST', '/v1/api/contracting/create', {
        cpf: CARLA.cpf,
        storeUserId: 'u1',
      });
      key = open.body.contractingKey;
      const found = await api(t.app, carla, 'GET', `/v1/api/financing-v3/find/${key}`);
      expect(found.body.status).toBe(open.body.status);
      seen.push(open.body.status);
      return found.body;
    };
    await resume();
    await api(t.app, carla, 'POST', `/v1/api/credit-analysis-v3/create/${key}`, creditBody(CARLA));
    expect((await resume()).approvedAmount).toBeNull();
    clock.advance(3_000);
    expect((await resume()).approvedAmount).toBe(6000);
    const date = weekdayAhead(clock.now(), 35);
    await api(t.app, carla, 'POST', '/v1/api/proposal/create', proposalBody(key, SKU, 300, date));
    expect((await resume()).proposal.schedule).toHaveLength(18);
    await api(t.app, carla, 'PUT', `/v1/api/address-v3/upsert/${key}`, ADDRESS);
    await api(t.app, carla, 'POST', '/v1/api/person-v3/register', { contractingKey: key });
    await api(t.app, carla, 'POST', `/v1/api/onboarding-v3/submit-selfie/${key}`, selfie());
    expect((await resume()).selfieApproved).toBe(true);
    await api(t.app, carla, 'POST', `/v1/api/proposal/accepted/${key}`);
    expect((await resume()).acceptedAt).not.toBeNull();
    const code = await api(t.app, carla, 'GET', `/v1/api/downpayment/${key}/pix-payment`);
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/pix/receive',
      payload: { qrCode: code.body.qrCode },
    });
    expect((await resume()).downPayment.method).toBe('PIX');
    clock.advance(5_000);
    await resume();
    clock.advance(5_000);
    const history = await api(t.app, carla, 'GET', `/v1/api/contracting/history/${CARLA.cpf}/carteira`);
    expect(history.body.contractings[0]).toMatchObject({
      contractingKey: key,
      status: 'CONTRATACAO_FINALIZADA',
    });
    const finished = await api(t.app, carla, 'GET', `/v1/api/financing-v3/find/${key}`);
    expect(finished.body.contractId).toEqual(expect.any(String));
    expect(seen).toEqual([
      'CONTRATACAO_INICIADA',
      'PROCESSANDO_ANALISE_CREDITO',
      'AGUARDANDO_GERACAO_PROPOSTA',
      'AGUARDANDO_SELFIE',
      'AGUARDANDO_ACEITE_PROPOSTA',
      'AGUARDANDO_PAGAMENTO_ENTRADA',
      'AGUARDANDO_FATURAMENTO',
      'PROCESSANDO_FATURAMENTO',
    ]);
    // Finished is final: create opens a new contracting.
    const next = await api(t.app, carla, 'POST', '/v1/api/contracting/create', {
      cpf: CARLA.cpf,
      storeUserId: 'u1',
    });
    expect(next.body).toMatchObject({ status: 'CONTRATACAO_INICIADA' });
    expect(next.body.contractingKey).not.toBe(key);
  });
});
